/** A message that only acknowledges ("ok", "lol ok", "cool thanks", "got it"): small talk. */
export const acknowledgementPattern =
  /^((ok(ay)?|k+|cool|nice|great|awesome|perfect|sweet|alright|noted|gotcha|got it|sounds good|makes sense|fair enough|good to know|will do|lol|lmao|haha+|hah|thanks?|thx|ty|cheers|then|man|mate|bro|dude)[\s!.,]*)+$/;
