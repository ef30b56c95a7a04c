import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { communityEventKinds } from '#shared/community/community.schemas';
import { sessionQueryKey } from '#client/lib/auth/session';
import { communityKeys } from '../api/community-api';
import { applyEvent, readLastRead, writeLastRead, type LiveEvent } from './live-events';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';
type LiveContext = { status: LiveStatus; unread: number; setOnPage: (onPage: boolean) => void };

const Context = createContext<LiveContext>({ status: 'connecting', unread: 0, setOnPage: () => undefined });

/** Wait before opening a new stream once the browser gave up on one (server restart, 5xx). */
const REOPEN_MS = 3000;

/**
 * One live stream per tab while signed in (GET /api/community/events, server-sent events): every
 * board change refreshes what the page shows, and what others wrote since this person last looked
 * counts as unread for the sidebar. After a dropped connection the browser reconnects with the
 * last event id and gets exactly what it missed.
 */
export function CommunityLiveProvider({ userId, enabled, children }: { userId: string; enabled: boolean; children: ReactNode }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [unread, setUnread] = useState(0);
  const onPage = useRef(false);
  const lastEventId = useRef<string | null>(null);
  const markReadRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let lastRead = readLastRead(userId);
    const open = () => {
      const after = lastEventId.current ?? (lastRead !== null ? String(lastRead) : null);
      source = new EventSource(`/api/community/events${after ? `?after=${after}` : ''}`);
      source.addEventListener('ready', (event) => {
        const { reload } = JSON.parse((event as MessageEvent<string>).data) as { reload: boolean };
        lastEventId.current = (event as MessageEvent).lastEventId;
        setStatus('live');
        if (lastRead === null) writeLastRead(userId, (lastRead = Number(lastEventId.current)));
        if (reload) void client.invalidateQueries({ queryKey: communityKeys.all });
      });
      for (const kind of communityEventKinds) {
        source.addEventListener(kind, (event) => {
          const message = event as MessageEvent<string>;
          lastEventId.current = message.lastEventId;
          const live: LiveEvent = { id: Number(message.lastEventId), kind, ...(JSON.parse(message.data) as { postId: string; authorId?: string }) };
          applyEvent(client, live);
          if ((kind === 'post_created' || kind === 'message_created') && live.authorId !== userId && live.id > (lastRead ?? 0)) {
            if (onPage.current) writeLastRead(userId, (lastRead = live.id));
            else setUnread((n) => n + 1);
          }
        });
      }
      source.addEventListener('signed_out', () => {
        stopped = true;
        source?.close();
        void client.invalidateQueries({ queryKey: sessionQueryKey });
      });
      source.onerror = () => {
        if (stopped) return;
        setStatus('reconnecting');
        if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    const markRead = () => {
      if (!onPage.current || lastEventId.current === null) return;
      writeLastRead(userId, (lastRead = Math.max(lastRead ?? 0, Number(lastEventId.current))));
      setUnread(0);
    };
    markReadRef.current = markRead;
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [client, enabled, userId]);

  const setOnPage = useCallback((value: boolean) => {
    onPage.current = value;
    if (value) markReadRef.current();
  }, []);
  useEffect(() => {
    if (onPage.current && unread > 0) markReadRef.current();
  }, [unread]);
  const value = useMemo(() => ({ status, unread, setOnPage }), [status, unread, setOnPage]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The stream's status and the unread count (sidebar), and how the board page says it is open. */
export function useCommunityLive(): LiveContext {
  return useContext(Context);
}
