import { COMMERCE_PATHS, type AddOn, type AssistantTier, type Catalogue, type Plan } from '@orator/shared/commerce';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp } from '../../../../test/factory/index.ts';

// Read-only views of the catalogue: one database suffices.
const databases = await testDatabases();

describe('spec §7 price lists (issue 24 §6)', () => {
  const api = useTestApp(databases[0]!, { jobs: 'off' });

  it('answers each sku path publicly with its part of the catalogue', async () => {
    const catalogue = (await api.call<Catalogue>(null, 'GET', COMMERCE_PATHS.catalogue)).body.data;
    expect(catalogue.plans.length).toBeGreaterThan(0);

    const plans = await api.call<Plan[]>(null, 'GET', COMMERCE_PATHS.planPriceList);
    expect(plans.status).toBe(200);
    expect(plans.body.data.map((p) => p.code)).toEqual(catalogue.plans.map((p) => p.code));
    expect(plans.body.data.find((p) => p.code === 'personal')?.prices.length).toBeGreaterThan(0);

    for (const path of [COMMERCE_PATHS.assistantPriceList, COMMERCE_PATHS.assistantWordPriceList]) {
      const tiers = await api.call<AssistantTier[]>(null, 'GET', path);
      expect(tiers.status, path).toBe(200);
      expect(tiers.body.data).toEqual(catalogue.assistantTiers);
    }

    const packs = await api.call<AddOn[]>(null, 'GET', COMMERCE_PATHS.boosterPackPriceList);
    expect(packs.status).toBe(200);
    expect(packs.body.data.map((p) => p.code).sort()).toEqual(['fourK', 'time300', 'time60']);
  });
});
