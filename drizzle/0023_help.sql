-- decision 0027: what each user did with the help centre's articles. The articles themselves are files
-- in the repository (content/help, decision 0027); a row here is one user and one article id:
-- how often they opened it, their vote (changeable, one per user) and their bookmark.
CREATE TABLE "help_article_feedback" (
	"user_id" uuid NOT NULL,
	"article_id" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"vote" text,
	"bookmarked_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_feedback_pk" PRIMARY KEY("user_id","article_id"),
	CONSTRAINT "help_article_feedback_article_id_check" CHECK ("help_article_feedback"."article_id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("help_article_feedback"."article_id") <= 80),
	CONSTRAINT "help_article_feedback_views_check" CHECK ("help_article_feedback"."views" >= 0),
	CONSTRAINT "help_article_feedback_vote_check" CHECK ("help_article_feedback"."vote" IN ('helpful', 'not_helpful'))
);
--> statement-breakpoint
ALTER TABLE "help_article_feedback" ADD CONSTRAINT "help_article_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "help_article_feedback_article_idx" ON "help_article_feedback" USING btree ("article_id");
--> statement-breakpoint

-- A user's own rows, admins included; admins also read every row (the stats). Nobody deletes:
-- a vote taken back is a null, a bookmark removed a null.
GRANT SELECT, INSERT, UPDATE ON help_article_feedback TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE help_article_feedback ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY help_article_feedback_own ON help_article_feedback FOR ALL TO websy_app, websy_admin
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY help_article_feedback_admin_read ON help_article_feedback FOR SELECT TO websy_admin USING (true);
--> statement-breakpoint

-- The cards' figures: views and votes summed over every user, per article (one article, or all
-- when `article` is null). SECURITY DEFINER: a client reads the totals, never another user's rows.
CREATE FUNCTION help_article_counters(article text DEFAULT NULL)
  RETURNS TABLE (article_id text, views bigint, helpful bigint, not_helpful bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT f.article_id, sum(f.views)::bigint, count(*) FILTER (WHERE f.vote = 'helpful'),
         count(*) FILTER (WHERE f.vote = 'not_helpful')
  FROM help_article_feedback f
  WHERE article IS NULL OR f.article_id = article
  GROUP BY f.article_id
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION help_article_counters(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION help_article_counters(text) TO websy_app, websy_admin;
