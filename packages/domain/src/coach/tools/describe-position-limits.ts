import {
  allowedPositions,
  type ComposedSession,
  type PositionLimits,
  type SessionRequest,
} from '../../workouts';
import type { CoachExercise } from '../understand/exercise-matcher';

/** Names in a list: "a", "a and b", "a, b and c". */
function joinNames(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * What the session left out for the body positions asked, and why, in the user's terms ("All
 * standing, as you asked: nothing on the floor"), with how to do the moves that need a bench or a
 * chair; pregnancy's reason for nothing flat on the back. A limit not in `asked` (the conversation)
 * comes from the user's onboarding limitations, and says so.
 */
export function describePositionLimits(
  session: ComposedSession,
  request: SessionRequest,
  catalogue: readonly CoachExercise[],
  place: string | null,
  seatedOffered: boolean,
  asked: PositionLimits,
): string[] {
  const why = (limit: keyof PositionLimits) =>
    asked[limit] ? 'as you asked' : 'as your profile notes';
  const limits = session.positionLimits;
  const lines: string[] = [];
  const chosen = session.exercises.map((item) => {
    const exercise = catalogue.find((entry) => entry.id === item.exerciseId);
    return {
      name: item.name,
      usual: exercise?.positions?.[0],
      positions: allowedPositions(exercise ?? {}, limits),
    };
  });
  if (limits.standingOnly && !limits.seatedOnly && place !== 'office') {
    // "Standing or seated is fine": the chair is offered, to sit or to hold for balance.
    const onChair =
      seatedOffered ||
      chosen.some(
        (item) => item.positions.includes('seated') && !item.positions.includes('standing'),
      );
    const braced = chosen
      .filter((item) => item.positions[0] === 'leaning')
      .map((item) => item.name);
    const bench = braced.length
      ? `; for ${joinNames(braced)} brace your hands on a sturdy bench, table or kitchen counter`
      : '';
    lines.push(
      `All ${onChair ? 'standing or on a chair' : 'standing'}, ${why('standingOnly')}: nothing lying, sitting or kneeling on the floor${bench}${onChair ? '; hold the back of a sturdy chair for balance where you need it' : ''}.`,
    );
  }
  const pregnant = session.restrictions.conditions.has('pregnancy');
  const named = [
    ['noLyingOnBack', request.noLyingOnBack && !pregnant, 'nothing lying on your back'],
    ['noLyingFaceDown', request.noLyingFaceDown, 'nothing face down'],
    ['noKneeling', request.noKneeling, 'nothing on your knees'],
    ['noHanging', request.noHanging, 'nothing hanging from a bar'],
  ] as const;
  if (pregnant) {
    lines.push(
      'Nothing lying flat on your back: from about 16-20 weeks of pregnancy that can press on a major vein and leave you light-headed (ACOG), so presses and core work stay upright or inclined. Keep to a pace you can talk at, and stop if you feel dizzy, short of breath or any pain.',
    );
  }
  for (const reason of ['as you asked', 'as your profile notes']) {
    const parts = named
      .filter(([limit, isSet]) => isSet && why(limit) === reason)
      .map(([, , words]) => words);
    const said = joinNames(parts);
    if (said) lines.push(`${said.charAt(0).toUpperCase()}${said.slice(1)}, ${reason}.`);
  }
  // "Pelvic Tilt" is usually done lying down: say to do it the way the limits allow.
  const otherWay = chosen.filter(
    (item) =>
      !limits.seatedOnly &&
      item.usual !== undefined &&
      !item.positions.includes(item.usual) &&
      (item.positions[0] === 'standing' || item.positions[0] === 'seated'),
  );
  for (const position of ['standing', 'seated'] as const) {
    const names = otherWay
      .filter((item) => item.positions[0] === position)
      .map((item) => item.name);
    if (names.length > 0) lines.push(`Do ${joinNames(names)} ${position}.`);
  }
  const strength = session.exercises.some(
    (item) =>
      catalogue.find((exercise) => exercise.id === item.exerciseId)?.category === 'STRENGTH',
  );
  if (limits.seatedOnly && !strength && session.exercises.length > 0) {
    lines.push(
      'With nothing to lift, a seated session is a light cardio and mobility circuit; a resistance band or light dumbbells would add seated strength work.',
    );
  }
  if (lines.length > 0 && session.exercises.length < 3) {
    lines.push('Only a few moves fit that with your equipment, so it is more rounds of each.');
  }
  return lines;
}
