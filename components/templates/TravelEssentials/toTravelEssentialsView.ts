import type { TravelEssentialsQuery } from '@/graphql/generated/graphql';
import {
  toTravelEssentials,
  type TravelEssentialView,
} from '@/components/lists/TravelEssentialList/toTravelEssentials';

export const toTravelEssentialsView = (data: TravelEssentialsQuery): TravelEssentialView[] =>
  toTravelEssentials(data.travelEssentials);
