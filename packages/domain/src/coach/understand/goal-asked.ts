// Whether a message asks if the user's own goal will be reached by its date.

// A goal with its date or the goal itself, and whether it will be reached.
const goalWithDate =
  /\b(by|before|for|in time for) (the )?(end of )?(jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|summer|winter|spring|autumn|christmas|xmas|my (deadline|target date|goal date))\b|\bmy (\w+ )?goal\b|\b(target|goal) date\b/;
const inReachWords =
  /\b(doable|realistic|achievable|possible|feasible|within reach|on track|on course|kidding myself|dreaming|(gonna|going to|will i|can i|could i|am i able to) (actually |really |ever )?(hit|make|reach|get to|get there|manage|do it|achieve)|(make|hit|reach) it in time)\b/;

/**
 * Whether a message asks if the user's own goal will be reached by its date ("is 85kg by august
 * actually doable", "am i gonna hit 140 dl by july or not").
 */
export function asksGoalInReach(text: string): boolean {
  return (
    goalWithDate.test(text) &&
    inReachWords.test(text) &&
    // A target of the user's own: a weight or a number to hit, or the goal named.
    /\d+ ?(kg|kgs|kilos?|lbs?|pounds|st|stone)\b|\b\d{2,3}(\.\d)?( (single|double|triple|rep|pull|deadlift|dl|squat|bench))? (by|before)\b|\b(hit|reach|get to|make|lift|pull|bench|squat|deadlift) \d+|\bmy (\w+ )?goal\b|\b(target|goal) (date|weight)\b/.test(
      text,
    )
  );
}
