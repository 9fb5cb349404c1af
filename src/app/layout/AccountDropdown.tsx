import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserInfo } from '../../../generated/api/schemas';
import { edition } from '../../config/env';
import { usePathTo } from '../../components/use-path-to';
import { Menu } from '../../components/ui/Menu';
import { UserIcon } from '../../components/ui/Icons';
import styles from './Footer.module.css';
import { useLogout } from './session';

/** The logged-in shopper's menu; its own chunk, so guests never download the menu machinery. */
export default function AccountDropdown({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  return (
    <Menu
      label={t('header.account')}
      trigger={
        <span className={styles.account}>
          <UserIcon />
          <span data-testid="account-name">{user.nickname || user.email}</span>
        </span>
      }
      items={[
        { label: t('nav.personal'), onSelect: () => navigate(pathTo('personal')) },
        { label: t('nav.orders'), onSelect: () => navigate(pathTo('personal.order', { type: 'inProgress' })) },
        { label: t('nav.shipping'), onSelect: () => navigate(pathTo('personal.shipping')) },
        { label: t('nav.collect'), onSelect: () => navigate(pathTo('personal.collect')) },
        { label: t('nav.searches'), onSelect: () => navigate(pathTo('personal.searches')) },
        { label: t('nav.coupons'), onSelect: () => navigate(pathTo('personal.coupon')) },
        // Group shipping is the china edition's; the global edition sends its pages to /download.
        ...(edition === 'china' ? [{ label: t('nav.groups'), onSelect: () => navigate(pathTo('personal.group.myGroup')) }] : []),
        { label: t('nav.settings'), onSelect: () => navigate(pathTo('personal.setting')) },
        // Staff reach the console from here; for shoppers it does not exist (its routes answer 404).
        ...(user.role === 'staff' ? [{ label: t('nav.opsConsole'), onSelect: () => navigate(pathTo('ops')) }] : []),
        { label: t('nav.logout'), onSelect: () => void logout() },
      ]}
    />
  );
}
