import type { RemoteName } from '../remote-registry';
import { describeSharedMismatch, type SharedMismatch } from '../shared-compatibility.mjs';

/** A remote the manifest names was built for other shared singletons than the page provides. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';

  /** `provider` names who provides the singletons in the message ("the shell", "this page"). */
  constructor(
    readonly remote: RemoteName,
    readonly version: string | undefined,
    readonly mismatches: readonly SharedMismatch[],
    provider = 'the shell',
  ) {
    super(
      `${remote}${version ? ` ${version}` : ''} ${mismatches
        .map((mismatch) => describeSharedMismatch(mismatch, provider))
        .join('; ')}`,
    );
  }
}
