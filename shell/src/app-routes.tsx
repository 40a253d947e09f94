import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AuthPage } from './features/auth/auth-page';
import { authAtom } from './features/auth/session-store';
import { BlogPage } from './features/blog/blog-page';
import { RequireCompletedOnboarding, RequireSignIn } from './features/guard/protected-route';
import { AppShellLayout } from './features/layout/app-shell-layout';
import { PublicLayout } from './features/layout/public-layout';
import { AiPersonalTrainerPage } from './features/marketing/ai-personal-trainer-page';
import { LandingPage } from './features/marketing/landing-page';
import { AreaRoute } from './features/remotes/area-route';

function RedirectHome() {
  const { isAuthenticated } = useAtomValue(authAtom);
  return <Navigate to={isAuthenticated ? '/app/dashboard' : '/auth'} replace />;
}

function AuthRoute() {
  const { isAuthenticated } = useAtomValue(authAtom);
  return isAuthenticated ? <Navigate to="/app/dashboard" replace /> : <AuthPage />;
}

const onboardingArea = (
  <RequireSignIn>
    <AreaRoute remote="mf_onboarding" areaName="Onboarding" basePath="/onboarding" />
  </RequireSignIn>
);
const workoutsArea = <AreaRoute remote="mf_workouts" areaName="Workouts" basePath="/app" />;
const progressArea = <AreaRoute remote="mf_progress" areaName="Progress" basePath="/app" />;
const coachArea = <AreaRoute remote="mf_coach" areaName="AI Coach" basePath="/app/ai-coach" />;

/** Every route of spec 01 §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="ai-personal-trainer" element={<AiPersonalTrainerPage />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:postId" element={<BlogPage />} />
        <Route path="auth" element={<AuthRoute />} />
        <Route path="onboarding" element={onboardingArea} />
        <Route path="onboarding/retake" element={onboardingArea} />
        <Route path="onboarding/quiz" element={onboardingArea} />
        <Route path="onboarding/quiz/results" element={onboardingArea} />
      </Route>
      <Route
        path="app"
        element={
          <RequireCompletedOnboarding>
            <AppShellLayout />
          </RequireCompletedOnboarding>
        }
      >
        <Route index element={<Navigate to="/app/dashboard" replace />} />
        <Route path="dashboard" element={workoutsArea} />
        <Route path="workout" element={workoutsArea} />
        <Route path="daily-workout" element={workoutsArea} />
        <Route path="ai-coach" element={coachArea} />
        <Route path="progress" element={progressArea} />
        <Route path="profile" element={progressArea} />
        <Route path="*" element={<Navigate to="/app/dashboard" replace />} />
      </Route>
      <Route
        path="dashboard"
        element={
          <RequireCompletedOnboarding>
            <Navigate to="/app/dashboard" replace />
          </RequireCompletedOnboarding>
        }
      />
      <Route path="*" element={<RedirectHome />} />
    </Routes>
  );
}
