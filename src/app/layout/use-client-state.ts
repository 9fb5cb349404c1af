import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { useAppState } from '../../stores/app-state';

/** Keeps the counts of the header (cart, messages, coupons), the rate and recent views current. */
export function useClientState(): void {
  const { data } = useQuery(homeInfoQuery());
  useEffect(() => {
    if (!data) return;
    useAppState.setState({
      cartNum: data.cartNum,
      couponNum: data.couponNum,
      msgNum: data.user.message,
      exchange: data.exchange,
      viewRecord: data.userViewLog.Data,
      indexAdBanner: data.advertiseConfig,
    });
  }, [data]);
}
