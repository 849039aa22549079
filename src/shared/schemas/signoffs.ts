import { z } from 'zod';
import { RECEIPT_CODE_PATTERN } from '../domain/receipt-code';

/**
 * A phase's sign-off (docs/decisions/0053): the agency submits a delivered phase, the project's
 * owner accepts it (recorded with a SHA-256 digest of what was accepted, a receipt PDF and, when
 * the phase carries a milestone amount, its invoice) or asks for changes (the phase reopens).
 */
export const signoffStatusSchema = z.enum(['submitted', 'accepted', 'changes_requested', 'withdrawn']);
export type SignoffStatus = z.infer<typeof signoffStatusSchema>;

export const signoffLinkSchema = z.object({
  label: z.string().trim().min(1, 'signoffs:validation.linkLabelRequired').max(200),
  url: z
    .url({ protocol: /^https?$/, error: 'signoffs:validation.linkUrlInvalid' })
    .max(2000, 'signoffs:validation.linkUrlInvalid'),
});
export type SignoffLink = z.infer<typeof signoffLinkSchema>;

/** What an admin sends to submit a phase: a note and optional evidence. */
export const submitSignoffSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, 'signoffs:validation.noteRequired')
    .max(5000, 'signoffs:validation.noteTooLong'),
  links: z.array(signoffLinkSchema).max(20).default([]),
  /** Files of the same project (project_files ids). */
  file_ids: z.array(z.uuid()).max(20).default([]),
  /** Code evidence of the same phase (phase_evidence ids). */
  evidence_ids: z.array(z.uuid()).max(50).default([]),
});
export type SubmitSignoffInput = z.input<typeof submitSignoffSchema>;

/** The owner's decision: accepting may carry a comment; asking for changes requires one. */
export const decideSignoffSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('accept'),
    comment: z.string().trim().max(5000, 'signoffs:validation.commentTooLong').optional(),
  }),
  z.object({
    decision: z.literal('request_changes'),
    comment: z
      .string()
      .trim()
      .min(1, 'signoffs:validation.commentRequired')
      .max(5000, 'signoffs:validation.commentTooLong'),
  }),
]);
export type DecideSignoffInput = z.input<typeof decideSignoffSchema>;

const personSchema = z.object({ id: z.uuid(), name: z.string() });

export const signoffSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  phase_id: z.uuid(),
  phase_name: z.string(),
  /** 1 for the first submission of the phase, 2 after one request for changes, ... */
  round: z.number().int().min(1),
  status: signoffStatusSchema,
  note: z.string(),
  links: z.array(signoffLinkSchema),
  files: z.array(z.object({ id: z.uuid(), name: z.string() })),
  evidence: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['pull_request', 'deployment']),
      title: z.string(),
      url: z.string(),
    }),
  ),
  submitted_by: personSchema.nullable(),
  submitted_at: z.string(),
  decided_by: personSchema.nullable(),
  decided_at: z.string().nullable(),
  decision_comment: z.string().nullable(),
  /** SHA-256 (hex) of what was accepted; null until accepted. */
  digest: z.string().nullable(),
  /** The receipt PDF, kept in the project's files; null until accepted. */
  receipt_file_id: z.uuid().nullable(),
  /** The milestone invoice its acceptance created, if the phase carried an amount. */
  payment_id: z.uuid().nullable(),
  milestone_amount: z.number().nullable(),
  /** Who may do what with this sign-off, decided by the server's rules. */
  can: z.object({ decide: z.boolean(), withdraw: z.boolean() }),
});
export type Signoff = z.infer<typeof signoffSchema>;

/** The public check of a receipt's digest: its status only, never what was accepted. */
export const signoffVerificationSchema = z.object({ status: z.enum(['valid', 'unknown']) });
export type SignoffVerification = z.infer<typeof signoffVerificationSchema>;

export const signoffDigestSchema = z
  .string()
  .regex(RECEIPT_CODE_PATTERN, 'signoffs:validation.digestInvalid');
