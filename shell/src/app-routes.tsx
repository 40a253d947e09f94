import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { authAtom } from './features/auth/session-store';
import { RequireSignIn } from './features/guard/require-sign-in';
import { PublicLayout } from './features/layout/public-layout';
import { LandingPage } from './features/marketing/landing-page';

// The landing page is the first load for most visitors, so it ships in the entry chunk; every other
// page (and single-spa with the remote areas) is a chunk of its own, fetched when its route is shown.
const AuthPage = lazy(() =>
  import('./features/auth/auth-page').then((module) => ({ default: module.AuthPage })),
);
const BlogPage = lazy(() =>
  import('./features/blog/blog-page').then((module) => ({ default: module.BlogPage })),
);
const AiPersonalTrainerPage = lazy(() =>
  import('./features/marketing/ai-personal-trainer-page').then((module) => ({
    default: module.AiPersonalTrainerPage,
  })),
);
const loadAppShellLayout = () => import('./features/layout/app-shell-layout');
const loadAreaRoute = () => import('./features/remotes/area-route');
const AppShellLayout = lazy(() =>
  loadAppShellLayout().then((module) => ({ default: module.AppShellLayout })),
);
const AreaRoute = lazy(() => loadAreaRoute().then((module) => ({ default: module.AreaRoute })));
// The onboarding check (and swr, which only it uses in the shell) loads with the signed-in area.
const RequireCompletedOnboarding = lazy(() =>
  import('./features/guard/protected-route').then((module) => ({
    default: module.RequireCompletedOnboarding,
  })),
);

/**
 * The signed-in area: starts fetching the layout's and the remote areas' chunks while the guard
 * is still asking for the onboarding status, instead of one after the other once it answers.
 */
function AppArea() {
  const { isAuthenticated } = useAtomValue(authAtom);
  useEffect(() => {
    if (!isAuthenticated) return;
    void loadAppShellLayout();
    void loadAreaRoute();
  }, [isAuthenticated]);
  return (
    <Page>
      <RequireCompletedOnboarding>
        <Page>
          <AppShellLayout />
        </Page>
      </RequireCompletedOnboarding>
    </Page>
  );
}

/** A lazily loaded page: nothing in its place for the moment its chunk takes to arrive. */
function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function RedirectHome() {
  const { isAuthenticated } = useAtomValue(authAtom);
  return <Navigate to={isAuthenticated ? '/app/dashboard' : '/auth'} replace />;
}

function AuthRoute() {
  const { isAuthenticated } = useAtomValue(authAtom);
  return isAuthenticated ? (
    <Navigate to="/app/dashboard" replace />
  ) : (
    <Page>
      <AuthPage />
    </Page>
  );
}

const onboardingArea = (
  <RequireSignIn>
    <Page>
      <AreaRoute remote="mf_onboarding" areaName="Onboarding" basePath="/onboarding" />
    </Page>
  </RequireSignIn>
);
const workoutsArea = (
  <Page>
    <AreaRoute remote="mf_workouts" areaName="Workouts" basePath="/app" />
  </Page>
);
const progressArea = (
  <Page>
    <AreaRoute remote="mf_progress" areaName="Progress" basePath="/app" />
  </Page>
);
const safetyArea = (
  <Page>
    <AreaRoute remote="mf_pose" areaName="Safety" basePath="/app/safety" />
  </Page>
);
const coachArea = (
  <Page>
    <AreaRoute remote="mf_coach" areaName="AI Coach" basePath="/app/ai-coach" />
  </Page>
);
const blogPage = (
  <Page>
    <BlogPage />
  </Page>
);

/** Every route of spec 01 §2, plus /app/safety (the safety centre its tours point at). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route
          path="ai-personal-trainer"
          element={
            <Page>
              <AiPersonalTrainerPage />
            </Page>
          }
        />
        <Route path="blog" element={blogPage} />
        <Route path="blog/:postId" element={blogPage} />
        <Route path="auth" element={<AuthRoute />} />
        <Route path="onboarding" element={onboardingArea} />
        <Route path="onboarding/retake" element={onboardingArea} />
        <Route path="onboarding/quiz" element={onboardingArea} />
        <Route path="onboarding/quiz/results" element={onboardingArea} />
      </Route>
      <Route path="app" element={<AppArea />}>
        <Route index element={<Navigate to="/app/dashboard" replace />} />
        <Route path="dashboard" element={workoutsArea} />
        <Route path="workout" element={workoutsArea} />
        <Route path="daily-workout" element={workoutsArea} />
        <Route path="ai-coach" element={coachArea} />
        <Route path="progress" element={progressArea} />
        <Route path="profile" element={progressArea} />
        <Route path="safety" element={safetyArea} />
        <Route path="*" element={<Navigate to="/app/dashboard" replace />} />
      </Route>
      <Route
        path="dashboard"
        element={
          <Page>
            <RequireCompletedOnboarding>
              <Navigate to="/app/dashboard" replace />
            </RequireCompletedOnboarding>
          </Page>
        }
      />
      <Route path="*" element={<RedirectHome />} />
    </Routes>
  );
}
