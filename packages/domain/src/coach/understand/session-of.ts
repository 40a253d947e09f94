import type { SessionRequest } from '../../workouts/compose-session';
import type { MessageEntities } from './extract-entities';
import { splitDayPatterns } from './session-words';

/**
 * The joints a warm-up opens when no body part is named: the hips and ankles for a squat or a
 * run, the hips and hamstrings for a deadlift, the shoulders for a press.
 */
function warmUpAreas(entities: MessageEntities): string[] {
  const patterns = entities.targetPatterns.join(' ');
  if (entities.warmUpFor === 'lift' && /hinge/.test(patterns)) return ['hip', 'hamstring'];
  if (entities.warmUpFor === 'lift' && /press|push/.test(patterns)) return ['shoulder'];
  return ['hip', 'ankle'];
}

export function sessionOf(entities: MessageEntities): Partial<SessionRequest> {
  const session: Partial<SessionRequest> = {};
  if (entities.minutes !== null) session.minutes = entities.minutes;
  if (entities.focus !== null) session.focus = entities.focus;
  if (entities.equipment !== null) session.equipment = entities.equipment;
  // Away from home (a hotel, a trip, the office, the park) the home equipment is not there.
  else if (['hotel', 'travel', 'office', 'outdoor'].includes(entities.place ?? ''))
    session.equipment = [];
  // Outdoors there is no doorframe to row from.
  if (entities.place === 'outdoor') session.avoidWords = ['doorframe'];
  if (entities.preferEquipment.length > 0) session.preferEquipment = entities.preferEquipment;
  // "No bench before u ask", "no burpees": left out of the session.
  if (entities.refusedWords?.length)
    session.avoidWords = [...(session.avoidWords ?? []), ...entities.refusedWords];
  const isGentleSession = entities.focus === 'mobility' || entities.focus === 'balance';
  if (isGentleSession && entities.bodyParts.length > 0) session.preferAreas = entities.bodyParts;
  // A warm-up moves the joints through their range: dynamic mobility first, not long holds.
  if (entities.warmUpFor !== null) {
    session.targetPatterns = ['mobility', 'mobility'];
    if (entities.bodyParts.length === 0) session.preferAreas = warmUpAreas(entities);
  }
  // "Shoulders and arms", "glutes": the muscles named lead a strength session.
  const isStrengthSession = entities.focus !== 'cardio' && !isGentleSession;
  if (isStrengthSession && entities.targetPatterns.length > 0)
    session.targetPatterns = entities.targetPatterns;
  // "Back and bis", "chest and tris": a session of those muscles only, as a split day is.
  if (
    isStrengthSession &&
    entities.focus !== 'full' &&
    new Set(entities.targetPatterns.map((pattern) => pattern.split(':')[0])).size >= 2
  )
    session.onlyTargets = true;
  // "45 min pull day": that half of the split only, not the rest of the upper body.
  if (entities.splitDay) {
    session.targetPatterns = [...splitDayPatterns[entities.splitDay]];
    session.onlyTargets = true;
  }
  if (entities.lowImpact) session.lowImpact = true;
  // At a desk at work nobody lies on the office floor: standing and chair exercises, quietly.
  if (entities.place === 'office') {
    session.lowImpact = true;
    session.standingOnly = true;
    session.preferEquipment = [...(session.preferEquipment ?? []), 'Chair'];
  }
  Object.assign(session, positionLimitsSaid(entities));
  // A chair routine or a wheelchair: nothing jumping, a chair first.
  if (entities.seated) {
    session.lowImpact = true;
    session.preferEquipment = [...(session.preferEquipment ?? []), 'Chair'];
  }
  if (entities.difficulty !== 0) session.difficultyShift = entities.difficulty;
  Object.assign(session, aroundImmobilisedPart(entities, session));
  return session;
}

/** The parts of an arm and of a leg, as body parts are named. */
export const armParts: readonly string[] = ['wrist', 'hand', 'arm', 'elbow', 'shoulder'];
export const legParts: readonly string[] = ['ankle', 'foot', 'knee', 'leg', 'hip'];
// Exercises held, pushed or pulled with the arms, by the words of their names or kit.
const armWork = [
  'dumbbel',
  'barbel',
  'kettle',
  'band',
  'cable',
  'push-up',
  'press',
  'plank',
  'dip',
  'row',
  'curl',
  'raise',
  'fly',
  'pull',
  'chin',
  'crawl',
  'burpee',
  'climber',
  'carry',
  'hang',
  // Arms raised or swung with the body: a superman's reach, a twist's hands.
  'superman',
  'twist',
];

// Exercises on all fours, where the hands bear weight.
const onAllFours = ['bird dog', 'donkey', 'bear', 'quadruped', 'fire hydrant', 'cat-cow', 'thread'];

// Moves that still load the feet from the floor or a bench.
const onTheFeet = ['decline', 'climber', 'burpee', 'jump', 'bear', 'crawl'];

/**
 * A session around a part held still or just operated on ("arm in a sling after shoulder
 * surgery", "a cast on my wrist"): an arm leaves the legs and core, with nothing held, pushed or
 * pulled; a leg leaves the upper body, done off the feet.
 */
function aroundImmobilisedPart(
  entities: MessageEntities,
  session: Partial<SessionRequest>,
): Partial<SessionRequest> {
  if (!entities.immobilised) return {};
  if (entities.bodyParts.some((part) => armParts.includes(part)))
    return {
      focus: session.focus === 'core' || session.focus === 'mobility' ? session.focus : 'lower',
      targetPatterns: [],
      avoidWords: [...(session.avoidWords ?? []), ...armWork, ...onAllFours],
    };
  if (entities.bodyParts.some((part) => legParts.includes(part)))
    return {
      focus: session.focus === 'core' ? 'core' : 'upper',
      targetPatterns: [],
      // Off the feet: seated or lying versions, and nothing with the feet up on a bench.
      noStanding: true,
      avoidWords: [...(session.avoidWords ?? []), ...onTheFeet],
    };
  return {};
}

/**
 * The body-position limits and conditions a message states, as session fields: "no floor stuff",
 * a chair routine or a wheelchair (nothing on the floor, seated only when standing is not offered),
 * "nothing flat on my back", "no kneeling", "no hanging", and "24 wks pregnant" (the pregnancy's
 * contraindications, and nothing flat on the back); each holds for the whole conversation.
 */
export function positionLimitsSaid(entities: MessageEntities): Partial<SessionRequest> {
  const limits: Partial<SessionRequest> = {};
  if (entities.standingOnly || entities.seated) limits.standingOnly = true;
  if (entities.seated && entities.seatedOnly) limits.seatedOnly = true;
  if (entities.noLyingOnBack) limits.noLyingOnBack = true;
  if (entities.noLyingFaceDown) limits.noLyingFaceDown = true;
  if (entities.noKneeling) limits.noKneeling = true;
  if (entities.noHanging) limits.noHanging = true;
  if (entities.pregnant) limits.conditions = ['pregnancy'];
  return limits;
}
