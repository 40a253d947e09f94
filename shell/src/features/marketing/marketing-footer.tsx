import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from './marketing-layout';

const Bar = styled.footer`
  padding-block: ${({ theme }) => theme.space(10)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  p {
    margin: 0;
  }
`;

const Brand = styled.p`
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.125rem;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

/** The marketing footer: brand line, links to the blog and the AI trainer page, copyright. */
export function MarketingFooter() {
  return (
    <Bar>
      <Layout>
        <Brand>
          <strong>RepWise</strong>
          The AI personal trainer that coaches every rep.
        </Brand>
        <nav aria-label="Footer">
          <Links>
            <li>
              <Link to="/ai-personal-trainer">AI Personal Trainer</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
          </Links>
        </nav>
        <p>© {new Date().getFullYear()} RepWise. All rights reserved.</p>
      </Layout>
    </Bar>
  );
}
