import type { SeedModule } from '../types';
import { bunacSeed } from './bunac';
import { sharedSeed } from './shared';
import { timberlineSeed } from './timberline';
import { wayfarerSeed } from './wayfarer';

/** Every seed module, shared content first: the brand modules point at its countries, authors and tags. */
export const seedModules: SeedModule[] = [sharedSeed, wayfarerSeed, timberlineSeed, bunacSeed];
