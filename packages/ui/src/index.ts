import './styled-theme';

export * from './contrast';
export * from './focus-trap';
export * from './global-style';
export * from './primitives/badge';
export * from './primitives/button';
export * from './primitives/card';
export * from './primitives/spinner';
export * from './primitives/text-field';
export * from './theme';
export * from './primitives/page';
export * from './primitives/progress-bar';
export * from './primitives/fact-list';
export * from './primitives/dialog';
export * from './primitives/chart-parts';
export * from './use-element-width';
