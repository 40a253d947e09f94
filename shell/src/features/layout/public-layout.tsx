import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { TopHeader } from './top-header';

const Main = styled.main`
  min-height: calc(100vh - 64px);
`;

/** Pages outside /app: the top header above the page. */
export function PublicLayout() {
  return (
    <>
      <TopHeader />
      <Main id="main">
        <Outlet />
      </Main>
    </>
  );
}
