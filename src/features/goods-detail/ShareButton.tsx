import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast-store';

function ShareIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/** The system share sheet where there is one; elsewhere the page address goes to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation(['translation', 'goods']);
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The shopper closed the sheet; anything else falls through to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('goods:detail.linkCopied'));
    } catch {
      toast.error(t('goods:detail.copyFailed'));
    }
  };
  return (
    <Button variant="ghost" size="lg" onClick={share}>
      <ShareIcon /> {t('goods:detail.share')}
    </Button>
  );
}
