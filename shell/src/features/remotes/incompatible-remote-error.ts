import { describeSharedMismatch, type RemoteName, type SharedMismatch } from '@repwise/federation';

/** A remote the manifest names was built for other shared singletons than this shell provides. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';

  constructor(
    readonly remote: RemoteName,
    readonly version: string | undefined,
    readonly mismatches: readonly SharedMismatch[],
  ) {
    super(
      `${remote}${version ? ` ${version}` : ''} ${mismatches
        .map((mismatch) => describeSharedMismatch(mismatch))
        .join('; ')}`,
    );
  }
}
