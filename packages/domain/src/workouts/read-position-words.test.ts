import { describe, expect, it } from 'vitest';
import { readPositionWords as read, type PositionsSaid } from './read-position-words';

describe('readPositionWords', () => {
  it.each<[string, keyof PositionsSaid]>([
    ['only got 15 min tho, and no floor stuff my carpet is gross lol', 'standingOnly'],
    ['Something for 20 minutes, nothing on the floor please.', 'standingOnly'],
    ["20 min workout, i can't get down on the floor anymore", 'standingOnly'],
    ['nothing on the floor, i cant get up and down easily', 'standingOnly'],
    ['hotel room carpet is filthy, 15 min workout?', 'standingOnly'],
    ['hotel room, carpet looks disgusting, 20 min no equipment', 'standingOnly'],
    ['standing exercises only please, 10 mins', 'standingOnly'],
    ['keep it all standing, 20 min', 'standingOnly'],
    [
      'hip replacement last year so getting down on the floor is a no, 20 min please',
      'standingOnly',
    ],
    ['something for 20 min i can do on my feet only', 'standingOnly'],
    ["I'm in a dress at work, quick 10 min thing?", 'standingOnly'],
    ['24 wks pregnant so nothing flat on my back', 'noLyingOnBack'],
    ["can't lie flat anymore, reflux. 20 min workout", 'noLyingOnBack'],
    ['no exercises lying on my back please', 'noLyingOnBack'],
    ['lying on my back makes me dizzy', 'noLyingOnBack'],
    ["i can't lie on my stomach, 20 min full body", 'noLyingFaceDown'],
    ['nothing face down please', 'noLyingFaceDown'],
    ['no kneeling, my knees hate it', 'noKneeling'],
    ['kneeling hurts, 15 min legs', 'noKneeling'],
    ["can't get on my knees, 20 min workout", 'noKneeling'],
    ['no hanging from a bar, my grip is shot', 'noHanging'],
    ["I can't hang, 20 min upper body", 'noHanging'],
    ['24 wks pregnant, 15 min workout', 'pregnant'],
    ["I'm pregnant (22 weeks), what can I do for 20 min?", 'pregnant'],
    ['since i got pregnant i feel weak, 15 min workout?', 'pregnant'],
  ])('reads "%s" as %s', (message, limit) => {
    expect(read(message)[limit]).toBe(true);
  });

  it.each<[string, keyof PositionsSaid]>([
    ['20 min full body workout', 'standingOnly'],
    ["i can't get up early, 20 min evening workout", 'standingOnly'],
    ['how do i do a floor press with no bench', 'standingOnly'],
    ['what are standing calf raises good for', 'standingOnly'],
    ['my lower back lifts off the floor in dead bugs', 'noLyingOnBack'],
    ['20 min upper body, no pull-up bar', 'noHanging'],
    ['going to hang out with friends after, 20 min workout', 'noHanging'],
    ['no hanging around, quick 15 min session', 'noHanging'],
    ['my knee hurts when I kneel down in the garden, what stretches help?', 'standingOnly'],
    ['my wife is pregnant, workout for me?', 'pregnant'],
    ['trying to get pregnant, is hiit ok', 'pregnant'],
    ['6 months postpartum, after my pregnancy I want to get strong', 'pregnant'],
    ['i was pregnant last year and lost my core strength', 'pregnant'],
  ])('does not read "%s" as %s', (message, limit) => {
    expect(read(message)[limit]).toBe(false);
  });
});
