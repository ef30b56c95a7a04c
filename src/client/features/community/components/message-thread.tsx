import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MESSAGE_MAX } from '#shared/community/community.schemas';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { Spinner } from '#client/components/ui/spinner';
import { useMessages, useSendMessage } from '../api/community-api';
import { LinkedText } from './linked-text';
import { formatPostDate } from './post-date';
import { toasts } from '#client/texts/toasts';
import { useT } from '#client/i18n';

/** A post's messages, oldest first, and the box to send one: Enter sends, Shift+Enter makes a new line. */
export function MessageThread({ postId, canSend }: { postId: string; canSend: boolean }) {
  const t = useT();
  const messages = useMessages(postId);
  const send = useSendMessage(postId);
  const [text, setText] = useState('');
  const endRef = useRef<HTMLLIElement>(null);
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  useEffect(() => {
    if (messages.isError) toast.error(t('community.failedToFetchMessages'));
  }, [messages.isError]);

  const submit = () => {
    if (!canSend || text.trim() === '') {
      toast.error(toasts.messageNotSent.title);
      return;
    }
    send.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        toast.success(t('community.messageSentSuccessfully'));
      },
      onError: () => toast.error(t('community.failedToSendMessage')),
    });
  };

  return (
    <section aria-label={t('community.messages')} className="mt-4 border-t border-line pt-4">
      <h3 className="text-sm font-semibold text-ink">{t('community.messages')}</h3>
      {messages.isPending ? <Spinner className="mt-2" label={t('community.loadingMessages')} /> : null}
      <ol className="mt-2 max-h-72 space-y-3 overflow-y-auto" data-testid="message-thread">
        {messages.data?.map((message) => (
          <li key={message.id} className="rounded-md bg-slate-50 p-2">
            <p className="text-xs text-muted">
              {message.authorName ?? t('community.unknownUser')}
              {message.storeName ? ` · ${message.storeName}` : ''} · {formatPostDate(message.createdAt)}
            </p>
            <LinkedText text={message.content} className="text-sm" />
          </li>
        ))}
        {messages.data?.length === 0 ? <li className="text-sm text-muted">{t('community.noMessagesYet')}</li> : null}
        <li ref={endRef} aria-hidden="true" />
      </ol>
      <form
        className="mt-3 flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Textarea
          aria-label={t('community.message')}
          placeholder={t('community.writeAMessage')}
          value={text}
          maxLength={MESSAGE_MAX}
          rows={2}
          className="min-h-11 flex-1"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" isLoading={send.isPending}>
          {t('community.send')}
        </Button>
      </form>
    </section>
  );
}
