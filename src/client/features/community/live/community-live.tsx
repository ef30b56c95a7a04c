import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '#client/lib/auth/session';
import { communityKeys } from '../api/community-api';
import { applyEvent, readLastRead, writeLastRead } from './live-events';
import { connectLive, type LiveStatus } from './live-connection';

type LiveContext = { status: LiveStatus; unread: number; setOnPage: (onPage: boolean) => void };

const Context = createContext<LiveContext>({ status: 'connecting', unread: 0, setOnPage: () => undefined });

/**
 * One live stream per tab while signed in (GET /api/community/events, server-sent events): every
 * board change refreshes what the page shows, and what others wrote since this person last looked
 * counts as unread for the sidebar. After a dropped connection the browser reconnects with the
 * last event id and gets exactly what it missed (docs/decisions/024).
 */
export function CommunityLiveProvider({ userId, enabled, children }: { userId: string; enabled: boolean; children: ReactNode }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [unread, setUnread] = useState(0);
  const onPage = useRef(false);
  const connection = useRef<ReturnType<typeof connectLive> | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const live = connectLive({
      userId,
      open: (url) => new EventSource(url),
      onEvent: (event) => applyEvent(client, event),
      onReload: () => void client.invalidateQueries({ queryKey: communityKeys.all }),
      onStatus: setStatus,
      onUnread: setUnread,
      onSignedOut: () => void client.invalidateQueries({ queryKey: sessionQueryKey }),
      lastRead: { read: () => readLastRead(userId), write: (id) => writeLastRead(userId, id) },
    });
    live.setOnPage(onPage.current);
    connection.current = live;
    return () => {
      live.stop();
      connection.current = null;
    };
  }, [client, enabled, userId]);

  const setOnPage = useCallback((value: boolean) => {
    onPage.current = value;
    connection.current?.setOnPage(value);
  }, []);
  const value = useMemo(() => ({ status, unread, setOnPage }), [status, unread, setOnPage]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The stream's status and the unread count (sidebar), and how the board page says it is open. */
export function useCommunityLive(): LiveContext {
  return useContext(Context);
}
