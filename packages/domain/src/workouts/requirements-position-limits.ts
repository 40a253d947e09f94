import { sessionPositionLimits, type PositionLimits } from './position-limits';
import { readPositionWords } from './read-position-words';
import type { TrainingRestrictions } from './resolve-training-restrictions';
import type { TrainingRequirements } from './workout-engine-types';
import type { MobilityAid } from './workout-vocabulary';

/**
 * What each mobility aid leaves: a wheelchair user trains seated in the chair (the onboarding
 * safety advice promises it); getting down to the floor and back up with a walker or crutches is
 * a fall risk, so nothing on the floor; a cane or a prosthetic limits no position.
 */
const limitsByMobilityAid: Readonly<Record<MobilityAid, PositionLimits>> = {
  wheelchair: { seatedOnly: true },
  walker: { standingOnly: true },
  crutches: { standingOnly: true },
  cane: {},
  prosthetic: {},
};

// A note that says the training is done sitting: "wheelchair user", "can't stand".
const seatedNote = /\b(wheel ?chair|chair[- ]bound|(can't|cannot|can not|unable to) stand)\b/;

/**
 * The position limits a plan keeps for a user, from their requirements: the mobility aids
 * (wheelchair: seated only; walker, crutches: nothing on the floor), the positions the free-text
 * limitations rule out ("Cannot kneel", "can't get down on the floor", "wheelchair user"), and
 * those an injury or pregnancy implies (a knee injury: no kneeling; pregnancy: nothing flat on the
 * back) as the session composer keeps them.
 */
export function requirementsPositionLimits(
  requirements: Pick<TrainingRequirements, 'limitations' | 'mobilityAids'>,
  restrictions: TrainingRestrictions,
): PositionLimits {
  const note = requirements.limitations ?? '';
  // Read as the coach reads a message: "seated exercises only", "chair-based workouts" as well.
  const said = readPositionWords(note);
  const aids = (requirements.mobilityAids ?? []).map((aid) => limitsByMobilityAid[aid] ?? {});
  const seatedOnly =
    seatedNote.test(note.toLowerCase()) ||
    said.seatedOnly ||
    aids.some((limits) => limits.seatedOnly);
  return sessionPositionLimits(
    {
      standingOnly:
        seatedOnly || said.standingOnly || said.seated || aids.some((l) => l.standingOnly),
      seatedOnly,
      noLyingOnBack: said.noLyingOnBack,
      noLyingFaceDown: said.noLyingFaceDown,
      noKneeling: said.noKneeling,
      noHanging: said.noHanging,
    },
    restrictions,
  );
}
