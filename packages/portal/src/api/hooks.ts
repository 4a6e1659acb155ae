import type {
  Announcement,
  Cohort,
  CohortsResponse,
  Role,
  RolesResponse,
  StudentDashboardStats,
  User,
} from "@cla/domain/client";
import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { swrFetcher } from "./fetcher";
import { keyBelongsTo, keys, type Resource } from "./keys";

/**
 * One SWR hook per resource (DESIGN.md §4.4). Each returns named fields, the error as thrown by the
 * fetcher (an ApiError; screens map it with loadErrorMessage) and `retry` for the error state.
 */
interface Loadable {
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

/** Every cohort (open endpoint); `enabled` false fetches nothing. */
export function useCohorts(enabled = true): Loadable & { cohorts: Cohort[] | undefined } {
  const { data, error, isLoading, mutate } = useSWR<CohortsResponse>(
    enabled ? keys.cohorts() : null,
    swrFetcher,
  );
  return { cohorts: data?.cohorts, error, isLoading, retry: () => void mutate() };
}

/** The roles the caller may see: only self-sign-up ones when signed out (API.md §4). */
export function useRoles(enabled = true): Loadable & { roles: Role[] | undefined } {
  const { data, error, isLoading, mutate } = useSWR<RolesResponse>(enabled ? keys.roles() : null, swrFetcher);
  return { roles: data?.roles, error, isLoading, retry: () => void mutate() };
}

/** The signed-in user as the server has them now; `enabled` false while there is no session. */
export function useMe(enabled: boolean): Loadable & { user: User | undefined } {
  const { data, error, isLoading, mutate } = useSWR<User>(enabled ? keys.me() : null, swrFetcher);
  return { user: data, error, isLoading, retry: () => void mutate() };
}

export function useStudentDashboardStats(
  userId: string | null | undefined,
): Loadable & { stats: StudentDashboardStats | undefined } {
  const { data, error, isLoading, mutate } = useSWR<StudentDashboardStats>(
    keys.studentDashboardStats(userId),
    swrFetcher,
  );
  return { stats: data, error, isLoading, retry: () => void mutate() };
}

export function useAnnouncements(
  cohortId: number | null | undefined,
): Loadable & { announcements: Announcement[] | undefined } {
  const { data, error, isLoading, mutate } = useSWR<Announcement[]>(keys.announcements(cohortId), swrFetcher);
  return { announcements: data, error, isLoading, retry: () => void mutate() };
}

/**
 * The one mutate helper: after a write, revalidate every cached key of the affected resources,
 * whatever their query (e.g. every cohort's announcements after an announcement is created).
 */
export function useRefresh(): (...resources: Resource[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...resources: Resource[]) => {
      await mutate((key) => resources.some((resource) => keyBelongsTo(key, resource)));
    },
    [mutate],
  );
}
