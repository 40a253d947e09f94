import type { Goal, Measurement, ProgressPhoto } from '@repwise/contracts/progress';
import { formatValue, goalTypeLabels } from '../../../shared/format';

/** One line of the overview's recent activity. */
export interface ActivityItem {
  id: string;
  kind: 'measurement' | 'goal-set' | 'goal-completed' | 'photos';
  title: string;
  detail: string;
  at: string;
}

function describeMeasurement(m: Measurement): string {
  const parts = [
    m.weight === null ? null : `Weight ${formatValue(m.weight, 'kg')}`,
    m.bodyFat === null ? null : `Body fat ${formatValue(m.bodyFat, '%')}`,
    m.muscleMass === null ? null : `Muscle mass ${formatValue(m.muscleMass, 'kg')}`,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : (m.notes ?? '');
}

/**
 * The user's latest `limit` events, newest first, from real data: measurements recorded, goals set
 * and completed, and photo uploads (photos uploaded within the same minute count as one event).
 */
export function buildRecentActivity(
  data: { measurements: Measurement[]; goals: Goal[]; photos: ProgressPhoto[] },
  limit: number,
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...data.measurements.map((m) => ({
      id: `m-${m.id}`,
      kind: 'measurement' as const,
      title: 'Measurement recorded',
      detail: describeMeasurement(m),
      at: m.recordedAt,
    })),
    ...data.goals.map((g) => ({
      id: `g-${g.id}`,
      kind: 'goal-set' as const,
      title: 'Goal set',
      detail: g.description || goalTypeLabels[g.goalType],
      at: g.createdAt,
    })),
    ...data.goals.flatMap((g) =>
      g.completedAt
        ? [
            {
              id: `c-${g.id}`,
              kind: 'goal-completed' as const,
              title: 'Goal completed',
              detail: g.description || goalTypeLabels[g.goalType],
              at: g.completedAt,
            },
          ]
        : [],
    ),
    ...groupPhotosByMinute(data.photos),
  ];
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}

function groupPhotosByMinute(photos: ProgressPhoto[]): ActivityItem[] {
  const groups = new Map<string, ProgressPhoto[]>();
  for (const photo of photos) {
    const minute = photo.uploadedAt.slice(0, 16);
    groups.set(minute, [...(groups.get(minute) ?? []), photo]);
  }
  return [...groups.values()].flatMap((group) => {
    const first = group[0];
    if (!first) return [];
    return [
      {
        id: `p-${first.id}`,
        kind: 'photos' as const,
        title:
          group.length === 1
            ? 'Progress photo uploaded'
            : `${group.length} progress photos uploaded`,
        detail: group.map((photo) => photo.filename).join(', '),
        at: first.uploadedAt,
      },
    ];
  });
}
