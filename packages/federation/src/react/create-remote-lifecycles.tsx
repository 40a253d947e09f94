import type { RemoteAppModule, RemoteAppProps } from '@repwise/contracts';
import { selectTheme } from '@repwise/ui';
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';

/**
 * Single-spa lifecycles for a remote's area: renders `Root` with the shell's props in its own React
 * root, themed like the page, with an error boundary so a crash stays inside the area.
 */
export function createRemoteLifecycles({
  Root,
  areaName,
}: {
  Root: ComponentType<RemoteAppProps>;
  areaName: string;
}): RemoteAppModule {
  function ThemedRoot(props: RemoteAppProps) {
    return (
      <ThemeProvider theme={selectTheme(props.themeMode)}>
        <Root {...props} />
      </ThemeProvider>
    );
  }
  const lifecycles = singleSpaReact<RemoteAppProps>({
    React,
    ReactDOMClient,
    rootComponent: ThemedRoot,
    errorBoundary: () => (
      <div role="alert">
        <h2>{areaName} stopped working</h2>
        <p>
          Something went wrong in this area. Reload the page to try again; the rest of RepWise still
          works.
        </p>
      </div>
    ),
  });
  // single-spa adds its own props (name, singleSpa, mountParcel) when it calls a lifecycle.
  const withSingleSpa = (props: RemoteAppProps) => props as RemoteAppProps & AppProps;
  return {
    bootstrap: (props) => lifecycles.bootstrap(withSingleSpa(props)),
    mount: (props) => lifecycles.mount(withSingleSpa(props)),
    unmount: (props) => lifecycles.unmount(withSingleSpa(props)),
    update: (props) => lifecycles.update?.(withSingleSpa(props)) ?? Promise.resolve(),
  };
}
