import type { RepwiseTheme } from './theme';

declare module 'styled-components' {
  // styled-components' theme type is the RepWise theme everywhere.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends RepwiseTheme {}
}

export {};
