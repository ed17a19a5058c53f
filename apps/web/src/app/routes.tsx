import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSession } from '@petrobridge/features/session';
import { paths } from './paths';

const page = <T extends ComponentType>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> => lazy(load);

const LandingPage = page(() =>
  import('@petrobridge/features/landing').then((m) => ({ default: m.LandingPage })),
);
const NotFoundPage = page(() =>
  import('@petrobridge/features/shell').then((m) => ({ default: m.NotFoundPage })),
);

/** Client-spec §2 route table. Signed-in routes exist only when authenticated. */
export function AppRoutes() {
  const { isAuthenticated, isLoading } = useSession();
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route
          path={paths.home}
          element={isLoading || !isAuthenticated ? <LandingPage /> : <LandingPage />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
