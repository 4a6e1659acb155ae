import type { Announcement, StudentDashboardStats } from "@cla/domain/client";
import { COURSE_LEVEL_MAX, courseStatsTotal, formatDay, messages } from "@cla/domain/client";
import {
  EmptyState,
  ErrorState,
  List,
  ListItem,
  LoadingState,
  PageHeader,
  ScoreCard,
  StatCard,
} from "@cla/ui";
import { CircleCheck, GraduationCap } from "lucide-react";
import { timeZones } from "../../app/timeZones";
import { texts } from "./texts";
import type { Section } from "../../components/Section";

export interface DashboardViewProps {
  /** The student's points per course (docs/api.md §6.9). */
  stats: Section<StudentDashboardStats>;
  /** The announcements the student can see, newest first. */
  announcements: Section<Announcement[]>;
}

/** /portal and /portal/dashboard (docs/product.md §2.3): CLA Level, a score card per course, announcements. */
export function DashboardView({ stats, announcements }: DashboardViewProps) {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={texts.dashboard.title} subtitle={texts.dashboard.subtitle} />

      <section aria-labelledby="dashboard-scores" className="flex flex-col gap-4">
        <h2 id="dashboard-scores" className="sr-only">
          {texts.dashboard.scores}
        </h2>
        {stats.status === "loading" ? <LoadingState label={texts.dashboard.loading} /> : null}
        {stats.status === "error" ? <ErrorState message={stats.message} onRetry={stats.onRetry} /> : null}
        {stats.status === "ready" ? (
          <>
            {/* Two figures, each labelled, so they never read as one contradicting the other (decision 146). */}
            <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
              <StatCard
                tone="primary"
                label={texts.dashboard.level}
                value={stats.data.course_stats.length}
                suffix={`/ ${COURSE_LEVEL_MAX}`}
                icon={<GraduationCap />}
              />
              <StatCard
                label={texts.dashboard.completed}
                value={stats.data.courses_completed}
                suffix={`/ ${stats.data.course_stats.length}`}
                icon={<CircleCheck />}
              />
            </div>
            {stats.data.course_stats.length === 0 ? (
              <EmptyState title={texts.dashboard.noCourses} />
            ) : (
              <ul className="grid gap-4 lg:grid-cols-2">
                {stats.data.course_stats.map((entry) => (
                  <li key={entry.course_id}>
                    <ScoreCard
                      courseName={entry.course_name}
                      points={{
                        assignment: entry.course_stats.user_submission_percentage.submission_points,
                        attendance: entry.course_stats.user_attendance_percentage.attendance_points,
                        contributions: entry.course_stats.user_contribution_stats.contributions_points,
                        cbt: entry.course_stats.user_cbt_stats.cbt_points,
                      }}
                      total={courseStatsTotal(entry.course_stats)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </section>

      <section aria-labelledby="dashboard-announcements" className="flex flex-col gap-4">
        <h2 id="dashboard-announcements" className="text-xl font-semibold text-foreground">
          {texts.dashboard.announcements}
        </h2>
        {announcements.status === "loading" ? <LoadingState label={messages.loadingAnnouncements} /> : null}
        {announcements.status === "error" ? (
          <ErrorState message={announcements.message} onRetry={announcements.onRetry} />
        ) : null}
        {announcements.status === "ready" && announcements.data.length === 0 ? (
          <EmptyState title={messages.noAnnouncementsFound} />
        ) : null}
        {announcements.status === "ready" && announcements.data.length > 0 ? (
          <List aria-labelledby="dashboard-announcements">
            {announcements.data.map((announcement) => (
              <ListItem
                key={announcement.id}
                title={announcement.title}
                description={
                  <>
                    <span className="block whitespace-pre-line text-foreground">{announcement.content}</span>
                    <time dateTime={announcement.created_at} className="mt-1 block">
                      {formatDay(announcement.created_at, { timeZone: timeZones().viewer })}
                    </time>
                  </>
                }
              />
            ))}
          </List>
        ) : null}
      </section>
    </div>
  );
}
