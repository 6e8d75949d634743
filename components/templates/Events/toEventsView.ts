import type { EventsQuery } from '@/graphql/generated/graphql';
import { toEvents, type EventView } from '@/components/lists/EventList/toEvents';
import type { ViewContext } from '../usePageView';

export const toEventsView = (data: EventsQuery, context: ViewContext): EventView[] =>
  toEvents(data.events, context.requestTime);
