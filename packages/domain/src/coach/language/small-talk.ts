/** A message that only acknowledges ("ok", "lol ok", "cool thanks", "got it"): small talk. */
export const acknowledgementPattern =
  /^((ok(ay)?|k+|cool|nice|great|awesome|perfect|sweet|alright|noted|gotcha|got it|sounds good|makes sense|fair enough|good to know|will do|lol|lmao|haha+|hah|thanks?|thx|ty|cheers|then|man|mate|bro|dude|that'?s (exactly |just )?what i needed|that helps|that helped|you'?re (the best|a star|great|amazing)|legend|you'?ve been (very |so |really )?helpful|(you'?re |ur )?better than my (old )?(pt|trainer|coach)|ngl)[\s!.,]*)+$/;

/** A goodbye ("gn coach", "good night", "bye", "see you tomorrow"): small talk. */
export const farewellPattern =
  /^((gn|good ?night|nighty? night|night|nite|bye+|bye bye|goodbye|see (you|ya|u)( later| tomorrow| soon)?|later|cya|ttyl|talk (to you |tomorrow|later)\w*|(ok |okay )?(cool |great )?that'?s all for (today|now|tonight)|thanks for today|x+)[\s!.,]*(coach|man|mate|bro)?[\s!.,]*)+$/;

/** A message without its emoji and symbols ("cheers, that's exactly what i needed 🙏"). */
export function withoutEmoji(text: string): string {
  return text
    .replace(/[^\w\s'!.,?/-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// "What exactly am I allowed to ask you about?": what the coach is for.
export const asksWhatToAsk =
  /\bwhat (exactly )?(am i allowed to|can i|should i|could i|do i) ask( you)?( about)?\b|\bwhat are you (for|able to do)\b/;
// "Are you a real person?", "are you ChatGPT?", "what's your name?": about the coach itself.
export const asksAboutCoach =
  /\b(are you|r u|am i talking to) (a |an )?(real|actual|human|person|bot|robot|ai|chatgpt|qualified|certified|proper)\b|\b(what'?s|whats|what is) (your|ur) name\b|\bdo you have a name\b|\bare you (available|there|around) (at weekends|on weekends|24\/7|all the time|at night)\b|\b(real person|human) or (a )?(bot|ai|robot)\b/;
