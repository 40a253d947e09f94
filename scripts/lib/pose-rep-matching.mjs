// @ts-check
// How `npm run bench:pose` scores a clip against its labels (bench/README.md): each counted rep is
// matched in time to one labelled rep, and each labelled fault to a flag on its rep.

/** Label times are to about ±0.3 s: a count this early still belongs to its labelled rep. */
export const LABEL_TOLERANCE_S = 0.3;
/** A rep's count may come this long after the rep ends (the machine's smoothing, a slow rise). */
export const COUNT_GRACE_S = 0.5;

/**
 * @typedef {{ file: string, exercise: 'squat' | 'deadlift', reps: number, durationS: number,
 *   bottomTimesS?: number[], lockoutTimesS?: number[], finalFloorS?: number,
 *   faults?: { rep: number, fault: string }[] }} ClipLabel
 * @typedef {{ rep: number, keyS: number, fromS: number, untilS: number, faults: string[] }} LabelledRep
 * @typedef {{ fault: string, atMs?: number, measure?: number, severity?: string }} RepFlag
 * @typedef {{ timeS: number, score: number, faults: RepFlag[], keyTimeS?: number | null }} CountedRep
 */

/**
 * The labelled reps of a clip with the window in which each may be counted: from its key time
 * (squat: bottom; deadlift: lockout) minus the label tolerance until the rep ends plus a grace.
 * A squat ends half-way to the next bottom; a deadlift when the bar is back on the floor before
 * the next pull (the labelled floor time, else half-way to the next lockout, when a touch-and-go
 * rep is at the floor). The last rep may end at the clip's end.
 * @param {ClipLabel} clip
 * @returns {LabelledRep[]}
 */
export function listLabelledReps(clip) {
  const isDeadlift = clip.exercise === 'deadlift';
  const keys = (isDeadlift ? clip.lockoutTimesS : clip.bottomTimesS) ?? [];
  const floors = clip.bottomTimesS ?? [];
  return keys.map((keyS, i) => {
    const next = keys[i + 1];
    const nextFloor = floors[i + 1];
    /** @type {number} */
    let endS;
    if (next === undefined)
      endS = isDeadlift ? (clip.finalFloorS ?? clip.durationS) : clip.durationS;
    else if (isDeadlift && nextFloor !== undefined && nextFloor > keyS) endS = nextFloor;
    else endS = (keyS + next) / 2;
    const untilS =
      next === undefined
        ? Math.max(endS, clip.durationS) + COUNT_GRACE_S
        : Math.min(endS + COUNT_GRACE_S, next - LABEL_TOLERANCE_S);
    return {
      rep: i + 1,
      keyS,
      fromS: keyS - LABEL_TOLERANCE_S,
      untilS,
      faults: (clip.faults ?? []).filter((f) => f.rep === i + 1).map((f) => f.fault),
    };
  });
}

/**
 * Matches counted reps to labelled ones: a counted rep is on time when it falls in the window of
 * a labelled rep not yet matched, else extra (a double count is one on time and one extra).
 * Labelled reps left unmatched are missed. Each labelled fault is caught when its rep's match
 * carries a flag of that name; any other flag is a false alarm (flags on extra reps too).
 * @param {ClipLabel} clip
 * @param {CountedRep[]} counted in the order counted
 */
export function matchClipReps(clip, counted) {
  const labelled = listLabelledReps(clip);
  const matchedBy = new Map();
  const reps = counted.map((rep, i) => {
    const label = labelled.find(
      (l) => !matchedBy.has(l.rep) && rep.timeS >= l.fromS && rep.timeS <= l.untilS,
    );
    if (label) matchedBy.set(label.rep, i);
    const expected = label?.faults ?? [];
    const flags = [...new Set(rep.faults.map((f) => f.fault))];
    return {
      count: i + 1,
      timeS: rep.timeS,
      keyTimeS: rep.keyTimeS ?? null,
      score: rep.score,
      faults: rep.faults,
      labelledRep: label?.rep ?? null,
      status: label ? 'on-time' : 'extra',
      falseAlarms: flags.filter((f) => !expected.includes(f)),
    };
  });
  const missed = labelled.filter((l) => !matchedBy.has(l.rep)).map((l) => l.rep);
  let caught = 0;
  const missedFaults = [];
  for (const label of labelled) {
    const index = matchedBy.get(label.rep);
    const flags = index === undefined ? [] : (reps[index]?.faults ?? []).map((f) => f.fault);
    for (const fault of label.faults) {
      if (flags.includes(fault)) caught++;
      else missedFaults.push({ rep: label.rep, fault });
    }
  }
  const falseAlarms = reps.reduce((n, r) => n + r.falseAlarms.length, 0);
  return {
    labelled: labelled.length,
    onTime: matchedBy.size,
    missed,
    extra: reps.filter((r) => r.status === 'extra').length,
    faultsLabelled: labelled.reduce((n, l) => n + l.faults.length, 0),
    faultsCaught: caught,
    missedFaults,
    falseAlarms,
    repsWithFalseAlarm: reps.filter((r) => r.falseAlarms.length > 0).length,
    reps,
  };
}

/**
 * Adds up clip results.
 * @param {ReturnType<typeof matchClipReps>[]} results
 */
export function sumClipResults(results) {
  /** @param {(result: ReturnType<typeof matchClipReps>) => number} pick */
  const sum = (pick) => results.reduce((n, r) => n + pick(r), 0);
  return {
    labelled: sum((r) => r.labelled),
    counted: sum((r) => r.reps.length),
    onTime: sum((r) => r.onTime),
    missed: sum((r) => r.missed.length),
    extra: sum((r) => r.extra),
    faultsLabelled: sum((r) => r.faultsLabelled),
    faultsCaught: sum((r) => r.faultsCaught),
    falseAlarms: sum((r) => r.falseAlarms),
    repsWithFalseAlarm: sum((r) => r.repsWithFalseAlarm),
  };
}

/**
 * One clip's result as a line of text: reps on time/missed/extra, faults, then each rep.
 * @param {string} name
 * @param {ReturnType<typeof matchClipReps>} result
 */
export function describeClipResult(name, result) {
  const reps = result.reps
    .map((r) => {
      const where = r.labelledRep === null ? 'EXTRA' : `#${r.labelledRep}`;
      const flags = r.faults.length ? ` [${r.faults.map((f) => f.fault).join(', ')}]` : '';
      return `${r.timeS.toFixed(2)} s ${where} ${r.score.toFixed(1)}${flags}`;
    })
    .join('; ');
  const missedFaults = result.missedFaults.length
    ? ` (missed: ${result.missedFaults.map((f) => `#${f.rep} ${f.fault}`).join(', ')})`
    : '';
  return (
    `${name}: reps on time ${result.onTime}/${result.labelled}, missed ${result.missed.length}` +
    `${result.missed.length ? ` (#${result.missed.join(', #')})` : ''}, extra ${result.extra}` +
    ` | faults caught ${result.faultsCaught}/${result.faultsLabelled}${missedFaults},` +
    ` false alarms ${result.falseAlarms} on ${result.repsWithFalseAlarm} rep(s)` +
    ` | reps: ${reps || '—'}`
  );
}
