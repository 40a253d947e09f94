import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';

/**
 * The shared singletons the host provides to remotes (`hostProvidedPackages`), at the versions
 * actually running on the page: a remote whose manifest entry was built for others is not loaded.
 */
export const providedSharedVersions: Readonly<Record<string, string>> = {
  react: reactVersion,
  'react-dom': reactDomVersion,
};
