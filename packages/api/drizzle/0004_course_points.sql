CREATE TABLE "course_points" (
	"cla_student_id" text NOT NULL,
	"cla_course_id" uuid NOT NULL,
	"assignment_sum" numeric(12, 2) DEFAULT '0' NOT NULL,
	"contribution_sum" numeric(12, 2) DEFAULT '0' NOT NULL,
	"contribution_count" integer DEFAULT 0 NOT NULL,
	"cbt_sum" numeric(12, 2) DEFAULT '0' NOT NULL,
	"marks" integer DEFAULT 0 NOT NULL,
	"present" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_points_cla_student_id_cla_course_id_pk" PRIMARY KEY("cla_student_id","cla_course_id")
);
--> statement-breakpoint
CREATE INDEX "course_points_cla_course_id_idx" ON "course_points" USING btree ("cla_course_id");--> statement-breakpoint
-- The running sums are kept by triggers on the four fact tables (docs/decisions/149). A fact counts in
-- (its student, its course copy); an UPDATE moves it (a course move rewrites the copies) by taking
-- the old fact out and putting the new one in.
CREATE FUNCTION course_points_add(
  student text, course uuid, a numeric, k numeric, kn integer, t numeric, m integer, p integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_points AS cp
    (cla_student_id, cla_course_id, assignment_sum, contribution_sum, contribution_count, cbt_sum, marks, present)
  VALUES (student, course, a, k, kn, t, m, p)
  ON CONFLICT (cla_student_id, cla_course_id) DO UPDATE SET
    assignment_sum = cp.assignment_sum + EXCLUDED.assignment_sum,
    contribution_sum = cp.contribution_sum + EXCLUDED.contribution_sum,
    contribution_count = cp.contribution_count + EXCLUDED.contribution_count,
    cbt_sum = cp.cbt_sum + EXCLUDED.cbt_sum,
    marks = cp.marks + EXCLUDED.marks,
    present = cp.present + EXCLUDED.present;
END $$;
--> statement-breakpoint
-- Taking a fact out never inserts: during a cascading delete of a course or a student the row may be
-- gone already. A row back at all zeros counts exactly as no row, so it is removed.
CREATE FUNCTION course_points_remove(
  student text, course uuid, a numeric, k numeric, kn integer, t numeric, m integer, p integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE course_points SET
    assignment_sum = assignment_sum - a,
    contribution_sum = contribution_sum - k,
    contribution_count = contribution_count - kn,
    cbt_sum = cbt_sum - t,
    marks = marks - m,
    present = present - p
  WHERE cla_student_id = student AND cla_course_id = course;
  DELETE FROM course_points
  WHERE cla_student_id = student AND cla_course_id = course
    AND assignment_sum = 0 AND contribution_sum = 0 AND contribution_count = 0 AND cbt_sum = 0
    AND marks = 0 AND present = 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION submissions_course_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM course_points_remove(OLD.cla_student_id, OLD.cla_course_id, OLD.score, 0, 0, 0, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM course_points_add(NEW.cla_student_id, NEW.cla_course_id, NEW.score, 0, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER submissions_course_points
  AFTER INSERT OR DELETE OR UPDATE OF cla_student_id, cla_course_id, score ON submissions
  FOR EACH ROW EXECUTE FUNCTION submissions_course_points();
--> statement-breakpoint
CREATE FUNCTION contribution_scores_course_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM course_points_remove(OLD.cla_user_id, OLD.cla_course_id, 0, OLD.score, 1, 0, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM course_points_add(NEW.cla_user_id, NEW.cla_course_id, 0, NEW.score, 1, 0, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contribution_scores_course_points
  AFTER INSERT OR DELETE OR UPDATE OF cla_user_id, cla_course_id, score ON contribution_scores
  FOR EACH ROW EXECUTE FUNCTION contribution_scores_course_points();
--> statement-breakpoint
CREATE FUNCTION cbt_scores_course_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM course_points_remove(OLD.cla_user_id, OLD.cla_course_id, 0, 0, 0, OLD.score, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM course_points_add(NEW.cla_user_id, NEW.cla_course_id, 0, 0, 0, NEW.score, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cbt_scores_course_points
  AFTER INSERT OR DELETE OR UPDATE OF cla_user_id, cla_course_id, score ON cbt_scores
  FOR EACH ROW EXECUTE FUNCTION cbt_scores_course_points();
--> statement-breakpoint
CREATE FUNCTION attendances_course_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM course_points_remove(OLD.cla_user_id, OLD.cla_course_id, 0, 0, 0, 0, 1, OLD.present::integer);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM course_points_add(NEW.cla_user_id, NEW.cla_course_id, 0, 0, 0, 0, 1, NEW.present::integer);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attendances_course_points
  AFTER INSERT OR DELETE OR UPDATE OF cla_user_id, cla_course_id, present ON attendances
  FOR EACH ROW EXECUTE FUNCTION attendances_course_points();
--> statement-breakpoint
-- Facts written before this migration.
INSERT INTO course_points
  (cla_student_id, cla_course_id, assignment_sum, contribution_sum, contribution_count, cbt_sum, marks, present)
SELECT student, course, sum(a), sum(k), sum(kn)::integer, sum(t), sum(m)::integer, sum(p)::integer
FROM (
  SELECT cla_student_id AS student, cla_course_id AS course, score AS a, 0::numeric AS k, 0 AS kn,
    0::numeric AS t, 0 AS m, 0 AS p FROM submissions
  UNION ALL SELECT cla_user_id, cla_course_id, 0, score, 1, 0, 0, 0 FROM contribution_scores
  UNION ALL SELECT cla_user_id, cla_course_id, 0, 0, 0, score, 0, 0 FROM cbt_scores
  UNION ALL SELECT cla_user_id, cla_course_id, 0, 0, 0, 0, 1, present::integer FROM attendances
) facts
GROUP BY student, course;
