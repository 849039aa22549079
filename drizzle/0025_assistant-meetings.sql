-- Meetings from the assistant (decision 0029), the third kind of action it offers. Before offering one,
-- it warns when an attendee is already busy. A client does not read the agency's events, so this
-- answers only "busy or not" for the people the caller may invite (themselves, the people they share a project
-- with; admins: anyone), never what the events are. SECURITY DEFINER for that reason; the caller's
-- role is read from their own row (inside a definer function current_user is its owner).
CREATE OR REPLACE FUNCTION app_busy_user_ids(candidates uuid[], from_at timestamptz, to_at timestamptz)
  RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 10 SET search_path = public AS $$
  SELECT DISTINCT busy.who FROM (
    SELECT e.organizer_id AS who FROM calendar_events e
     WHERE e.organizer_id = ANY (candidates) AND e.start_at < to_at AND e.end_at > from_at
    UNION ALL
    SELECT a.user_id FROM calendar_attendees a JOIN calendar_events e ON e.id = a.event_id
     WHERE a.user_id = ANY (candidates) AND a.response <> 'declined'
       AND e.start_at < to_at AND e.end_at > from_at
  ) busy
  WHERE busy.who = (SELECT app_user_id())
     OR EXISTS (SELECT 1 FROM users u WHERE u.id = (SELECT app_user_id()) AND u.role = 'admin')
     OR busy.who IN (SELECT app_peer_user_ids())
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_busy_user_ids(uuid[], timestamptz, timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_busy_user_ids(uuid[], timestamptz, timestamptz) TO websy_app, websy_admin;
--> statement-breakpoint
-- The assistant's third action: a meeting it offers to book.
ALTER TABLE "assistant_actions" DROP CONSTRAINT "assistant_actions_kind_check";
--> statement-breakpoint
ALTER TABLE "assistant_actions" ADD CONSTRAINT "assistant_actions_kind_check"
  CHECK ("assistant_actions"."kind" IN ('createTask', 'createPhase', 'bookMeeting'));
