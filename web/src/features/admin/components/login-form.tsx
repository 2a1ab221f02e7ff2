// The sign-in form (react-hook-form, zod): both fields required; the server's answer decides
// the rest (wrong password, rate limit, its own field errors).
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { useLogin } from '../api/session';
import { RATE_LIMITED } from '../lib/failure';
import { TextField } from './field';
import { Notice } from './notice';

export const INVALID_LOGIN = 'Invalid username or password';

const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
type LoginValues = z.infer<typeof loginSchema>;

export function LoginForm() {
  const login = useLogin();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, setError, reset, formState } = useForm<LoginValues>({
    defaultValues: { username: '', password: '' },
    resolver: zodResolver(loginSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;

  const refused = (err: Error) => {
    if (err instanceof ApiError && err.status === 422) {
      for (const [k, message] of Object.entries(err.fields)) {
        if (k === 'username' || k === 'password') setError(k, { type: 'server', message });
      }
    } else if (err instanceof ApiError && err.status === 429) setFailure(RATE_LIMITED);
    else if (err instanceof ApiError && err.status === 401) {
      setFailure(INVALID_LOGIN);
      reset();
    } else setFailure(err.message);
  };
  const submit = handleSubmit(
    (v) => {
      setFailure('');
      login.mutate(v, { onError: refused });
    },
    () => setFailure(''),
  );

  return (
    <form className="mt-6 flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField
        label="Username"
        autoComplete="username"
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={login.isPending}>
        <LogIn size={18} aria-hidden="true" />
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
