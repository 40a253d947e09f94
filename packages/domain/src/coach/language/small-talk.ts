/** A message that only acknowledges ("ok", "lol ok", "cool thanks", "got it"): small talk. */
export const acknowledgementPattern =
  /^((ok(ay)?|k+|cool|nice|great|awesome|perfect|sweet|alright|noted|gotcha|got it|sounds good|makes sense|fair enough|good to know|will do|lol|lmao|haha+|hah|thanks?|thx|ty|cheers|then|man|mate|bro|dude|that'?s (exactly |just )?what i needed|that helps|that helped|you'?re (the best|a star|great|amazing)|legend|you'?ve been (very |so |really )?helpful|(you'?re |ur )?better than my (old )?(pt|trainer|coach)|ngl)[\s!.,]*)+$/;

/** A goodbye ("gn coach", "good night", "bye", "see you tomorrow"): small talk. */
export const farewellPattern =
  /^((gn|good ?night|nighty? night|night|nite|bye+|bye bye|goodbye|see (you|ya|u)( later| tomorrow| soon)?|later|cya|ttyl|talk (to you |tomorrow|later)\w*|(ok |okay )?(cool |great )?that'?s all for (today|now|tonight)|thanks for today|x+)[\s!.,]*(coach|man|mate|bro)?[\s!.,]*)+$/;
