import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/**
 * Who may do what with invitations: issuing, listing and revoking them is the admins'. Looking
 * one up and accepting it are public: the token in the invitee's mail is the credential.
 */
export const invitationPolicy = {
  assertCanManage(caller: Caller) {
    assertAdmin(caller);
  },
};
