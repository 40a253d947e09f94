import type { RemoteName } from '@repwise/federation';
import { RemoteArea } from './remote-area';
import { useRemoteProps } from './use-remote-props';

/** A route's content served by a remote: the same mounted area stays while its routes change. */
export function AreaRoute({
  remote,
  areaName,
  basePath,
}: {
  remote: RemoteName;
  areaName: string;
  basePath: string;
}) {
  const props = useRemoteProps(basePath);
  return <RemoteArea key={remote} remote={remote} areaName={areaName} props={props} />;
}
