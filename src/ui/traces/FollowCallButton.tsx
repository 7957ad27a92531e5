// On a selected call: opens the waterfall with only the sampled requests that went through
// it, that call's rows marked.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyWaterfallPanel } from './LazyWaterfallPanel';

export function FollowCallButton({ edge }: { edge: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => setOpen(true)}
        data-testid="follow-call"
      >
        {t('waterfall.followCall')}
      </button>
      {open && <LazyWaterfallPanel edge={edge} onClose={() => setOpen(false)} />}
    </>
  );
}
