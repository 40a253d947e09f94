import { Page } from '@repwise/ui';
import styled from 'styled-components';

/** Onboarding screens sit in the shell's public layout, which leaves the page's margins to them. */
export const OnboardingPage = styled(Page)`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(5)}`};
`;
