import type { AuthUser } from '@repwise/contracts';
import { Card, Page, PageHeader, PageTitle } from '@repwise/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { describePersonalInfo } from './describe-personal-info';

const InfoList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const InfoRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  dt {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const NotSet = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SectionTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/** The profile (spec 02 §2): the signed-in user's personal info, read-only for now. */
export function ProfileScreen({ user }: { user: AuthUser | null }) {
  const personalInfoId = useId();
  return (
    <Page>
      <PageHeader>
        <PageTitle>Profile</PageTitle>
      </PageHeader>
      {/* The shell mounts /app only for a signed-in user; without one there is nothing to show. */}
      {user && (
        <Card as="section" aria-labelledby={personalInfoId}>
          <SectionTitle id={personalInfoId}>Personal Information</SectionTitle>
          <InfoList>
            {describePersonalInfo(user).map(({ label, value }) => (
              <InfoRow key={label}>
                <dt>{label}</dt>
                <dd>{value ?? <NotSet>Not set</NotSet>}</dd>
              </InfoRow>
            ))}
          </InfoList>
        </Card>
      )}
    </Page>
  );
}
