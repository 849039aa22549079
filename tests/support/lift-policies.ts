import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Lifts the route policies, for the tests that prove row-level security alone refuses. Each test
 * file mocks every module's `policy.ts` (and `lib/policy`) with
 * `vi.mock(path, async (importOriginal) => liftPolicies(await importOriginal()))`. While
 * `withPoliciesLifted` runs, every `assert…` method is a no-op and every other answer is the one
 * that grants the caller the most; outside it the real policy answers, so fixtures are built the
 * way users build them (a client cannot even create a pending project while `createsApproved`
 * says yes: the database refuses a client's project approved at once).
 */

type Method = (...args: never[]) => unknown;

/**
 * What each policy answer that is not an `assert…` gives when lifted: whatever grants the most.
 * A method missing here (and not an `assert…`) fails the mock, so a new policy method cannot
 * silently stay in force.
 */
const GRANTS_MOST = new Map<string, unknown>([
  // lib/policy: everyone is an admin.
  ['isAdmin', true],
  // A project is created approved at once, for whichever client the body names.
  ['projectPolicy.createsApproved', true],
  // The workspace lists every task the caller can reach, not only those assigned to them.
  ['workspacePolicy.seesOnlyOwnAssignments', false],
  // A reply speaks as the agency's staff: it moves the ticket and tells its client.
  ['ticketPolicy.isStaff', true],
  // No filter at all: every session the query reaches.
  ['sessionPolicy.ownedBy', undefined],
  // No filter at all: every API token the query reaches (row-level security still filters).
  ['apiTokenPolicy.ownedBy', undefined],
  // Any account is looked up by e-mail or id, as an admin does (row-level security still filters).
  ['memberPolicy.readsEveryAccount', true],
  ['filePolicy.mayDelete', true],
  // Every document shows its delete action (row-level security still refuses the delete).
  ['documentPolicy.canDelete', true],
  // Any portal user may be invited to an event (row-level security still refuses a stranger).
  ['calendarPolicy.invitesAnyone', true],
  // A general entry is written as everyone's, and every entry shows as editable (row-level security still refuses).
  ['assistantMemoryPolicy.writesSharedEntries', true],
  ['assistantMemoryPolicy.canEditEntry', true],
]);

let lifted = false;
const liftedMethods = new WeakSet<Method>();

function liftMethod(name: string, original: Method): Method {
  const method = name.split('.').pop()!;
  if (!method.startsWith('assert') && !GRANTS_MOST.has(name)) {
    throw new Error(`${name}: say in GRANTS_MOST what this policy answer is when lifted`);
  }
  const answer = method.startsWith('assert') ? undefined : GRANTS_MOST.get(name);
  const wrapper: Method = (...args) => (lifted ? answer : original(...args));
  liftedMethods.add(wrapper);
  return wrapper;
}

/** A policy module with every method lifted: top-level functions and each `…Policy` object's methods. */
export function liftPolicies<M extends object>(module: M): M {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(module)) {
    if (typeof value === 'function') {
      out[key] = liftMethod(key, value as Method);
    } else if (key.endsWith('Policy') && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, fn]) => {
          if (typeof fn !== 'function') throw new Error(`${key}.${name} is not a method: lift it by hand`);
          return [name, liftMethod(`${key}.${name}`, fn as Method)];
        }),
      );
    } else {
      throw new Error(`${key}: a policy module exports only functions and …Policy objects`);
    }
  }
  return out as M;
}

/** Runs `fn` (B's requests) with every policy lifted; the real policies answer again afterwards. */
export async function withPoliciesLifted<T>(fn: () => Promise<T>): Promise<T> {
  lifted = true;
  try {
    return await fn();
  } finally {
    lifted = false;
  }
}

const serverDir = path.resolve(import.meta.dirname, '../../src/server');

/** `lib/policy` and every `modules/<name>/policy`, as found on disk. */
export function policyModuleNames(): string[] {
  const modules = readdirSync(path.join(serverDir, 'modules'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(serverDir, 'modules', d.name)).includes('policy.ts')
        ? [`modules/${d.name}/policy`]
        : [],
    );
  return ['lib/policy', ...modules];
}

/** The file of a policy module named by `policyModuleNames`. */
export const policyModuleFile = (name: string) => path.join(serverDir, `${name}.ts`);

/** Every policy module, as imported (so, as the test mocked them). */
export async function policyModules(): Promise<Array<{ name: string; exports: Record<string, unknown> }>> {
  return Promise.all(
    policyModuleNames().map(async (name) => ({
      name,
      exports: (await import(policyModuleFile(name))) as Record<string, unknown>,
    })),
  );
}

/** Every exported policy method (`lib/policy.isAdmin`, `modules/users/policy.userPolicy.assertCanManage`, …) not lifted. */
export async function unliftedPolicyMethods(): Promise<string[]> {
  const unlifted: string[] = [];
  for (const { name, exports } of await policyModules()) {
    for (const [key, value] of Object.entries(exports)) {
      const methods = typeof value === 'function' ? { [key]: value } : (value as Record<string, unknown>);
      for (const [method, fn] of Object.entries(methods)) {
        const label = typeof value === 'function' ? `${name}.${key}` : `${name}.${key}.${method}`;
        if (typeof fn !== 'function' || !liftedMethods.has(fn as Method)) unlifted.push(label);
      }
    }
  }
  return unlifted;
}
