-- decision 0013: a client reading a person row (a project's owner, a comment's author) is most often
-- reading themselves. PostgreSQL evaluates the OR of a policy's arms in order and computes an
-- InitPlan only when an arm asks for it, so checking "myself" before "the people I share a project
-- with" spares the peers' set (two SECURITY DEFINER calls and a union) for those rows. Who may read
-- which row is unchanged: users_select_own already grants the first arm.
ALTER POLICY users_select_peers ON users
  USING (id = (SELECT app_user_id()) OR id = ANY (ARRAY(SELECT app_peer_user_ids())));
