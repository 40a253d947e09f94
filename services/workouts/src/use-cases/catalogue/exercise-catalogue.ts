import type {
  CatalogueExercise,
  ExercisePage,
  exerciseQuerySchema,
} from '@repwise/contracts/workouts';
import { AppError, isDuplicateKeyError } from '@repwise/server-kit';
import type { z } from 'zod';
import type { ExerciseRecord } from '../../models/exercise.model';
import type { WorkoutsDeps } from '../../workouts-deps';

/**
 * Seeds the catalogue into the database: missing exercises are inserted in one batch and changed
 * ones rewritten (so edits to the data reach existing databases); unchanged ones cost nothing, so
 * a restart is quick. A concurrent seeder's insert of the same id is fine.
 */
export async function seedExercises(
  deps: Pick<WorkoutsDeps, 'exercises'>,
  catalogue: readonly CatalogueExercise[],
): Promise<void> {
  const stored = new Map(
    (await deps.exercises.find({}).lean()).map((record) => [record._id, presentExercise(record)]),
  );
  const missing = catalogue.filter((exercise) => !stored.has(exercise.id));
  const changed = catalogue.filter((exercise) => {
    const current = stored.get(exercise.id);
    return current !== undefined && JSON.stringify(current) !== JSON.stringify(exercise);
  });
  if (missing.length > 0) {
    try {
      await deps.exercises.insertMany(missing.map(toRecord), { ordered: false });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  for (const exercise of changed) {
    const { _id, ...fields } = toRecord(exercise);
    await deps.exercises.replaceOne({ _id }, fields);
  }
}

function toRecord(exercise: CatalogueExercise): ExerciseRecord {
  const { id, ...fields } = exercise;
  return { _id: id, ...fields, nameLower: exercise.name.toLowerCase() };
}

function presentExercise(record: ExerciseRecord): CatalogueExercise {
  return {
    id: record._id,
    name: record.name,
    description: record.description,
    muscleGroups: record.muscleGroups,
    equipment: record.equipment,
    instructions: record.instructions,
    difficulty: record.difficulty,
    category: record.category,
    videoUrl: record.videoUrl,
    contraindications: record.contraindications,
    formCues: record.formCues,
    modifications: record.modifications,
    progressions: record.progressions,
    safetyNotes: record.safetyNotes,
    isTimed: record.isTimed,
    pattern: record.pattern,
    // Reseeded at start when missing (the seed rewrites records that differ from the catalogue).
    positions: record.positions ?? [],
    // Records seeded before these fields existed lack them (lean reads skip schema defaults).
    aliases: record.aliases ?? [],
    commonMistakes: record.commonMistakes ?? [],
  };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** GET /workouts/exercises: filter by category, difficulty, muscle group and search text; page by name. */
export async function searchExercises(
  deps: WorkoutsDeps,
  query: z.output<typeof exerciseQuerySchema>,
): Promise<ExercisePage> {
  const filter: Record<string, unknown> = {};
  if (query.category) filter.category = query.category;
  if (query.difficulty) filter.difficulty = query.difficulty;
  if (query.muscleGroup)
    filter.muscleGroups = { $regex: `^${escapeRegex(query.muscleGroup)}$`, $options: 'i' };
  if (query.search) {
    const pattern = { $regex: escapeRegex(query.search), $options: 'i' };
    filter.$or = [{ name: pattern }, { description: pattern }, { muscleGroups: pattern }];
  }
  const [records, total] = await Promise.all([
    deps.exercises.find(filter).sort({ nameLower: 1 }).skip(query.offset).limit(query.limit).lean(),
    deps.exercises.countDocuments(filter),
  ]);
  return {
    exercises: records.map(presentExercise),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

/** One catalogue exercise by id; 404 when unknown. */
export async function getExercise(
  deps: WorkoutsDeps,
  exerciseId: string,
): Promise<CatalogueExercise> {
  const record = await deps.exercises.findById(exerciseId).lean();
  if (!record) throw new AppError('RESOURCE_NOT_FOUND', 'Exercise not found.');
  return presentExercise(record);
}
