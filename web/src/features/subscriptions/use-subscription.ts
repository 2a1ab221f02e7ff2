// The customer's subscription by its manage link: the secret comes in the address
// (#token=…), moves to sessionStorage and leaves the address bar at once; the read, and each
// change with the notices the server answers it with.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  changeSubscription,
  fetchSubscription,
  takeToken,
  type Change,
  type SubscriptionWithNotices,
} from '@/lib/subscription-api';
import './locales';

export function useSubscription(id: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => takeToken(id, location));
  const [notices, setNotices] = useState<string[]>([]);
  const client = useQueryClient();

  useEffect(() => {
    if (location.hash || location.search)
      void navigate(location.pathname, { replace: true, preventScrollReset: true });
  }, [location.hash, location.search, location.pathname, navigate]);

  const query = useQuery({
    queryKey: ['subscription', id, token],
    queryFn: () => fetchSubscription(id, token),
    enabled: token !== '',
    retry: false,
  });
  const mutation = useMutation({
    mutationFn: (c: Change) => changeSubscription(id, token, c),
    onMutate: () => setNotices([]),
    onSuccess: (sub: SubscriptionWithNotices) => {
      client.setQueryData(['subscription', id, token], sub);
      setNotices(sub.notices?.length ? sub.notices : ['Your change is saved.']);
    },
  });
  return { token, query, mutation, notices };
}
