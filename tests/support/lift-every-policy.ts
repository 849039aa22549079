import { vi } from 'vitest';
import { liftPolicies, policyModuleFile, policyModuleNames } from './lift-policies';

/**
 * Imported first by a test file (before anything that loads the server): every policy module
 * found on disk is mocked with its lifted version, so `withPoliciesLifted` can lift them all and
 * a new module's policy is lifted without being listed anywhere.
 */
for (const name of policyModuleNames()) {
  vi.doMock(policyModuleFile(name), async (importOriginal) => liftPolicies(await importOriginal<object>()));
}
