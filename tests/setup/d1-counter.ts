import { env } from "cloudflare:workers";
import { createContext } from "#worker/trpc/init";
import { createCaller } from "#worker/trpc/router";
// Counts D1 round trips (a statement run, a batch sent) made through a binding, for tests that hold
// a page or a call to its cost in round trips (issue 20 item 5).

export type Counter = { trips: number };

/** The D1 binding, counting every round trip (a statement run, a batch) made through it or its sessions. */
export function counting(d1: D1Database, counter: Counter): D1Database {
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const forward = <T extends object>(target: T, key: string | symbol) => {
    const value = Reflect.get(target, key);
    return typeof value === "function" ? value.bind(target) : value;
  };
  const statement = (real: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(real, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (key === "first" || key === "all" || key === "run" || key === "raw") {
          return (...args: unknown[]) => {
            counter.trips++;
            return (target[key] as (...a: unknown[]) => unknown)(...args);
          };
        }
        return forward(target, key);
      },
    });
    unwrapped.set(proxy, real);
    return proxy;
  };
  const database = <T extends D1Database | D1DatabaseSession>(real: T): T =>
    new Proxy(real, {
      get(target, key) {
        if (key === "prepare") return (query: string) => statement(target.prepare(query));
        if (key === "batch")
          return (statements: D1PreparedStatement[]) => {
            counter.trips++;
            return target.batch(statements.map((s) => unwrapped.get(s) ?? s));
          };
        if (key === "withSession") return (...args: unknown[]) => database((target as D1Database).withSession(...(args as [string])));
        return forward(target, key);
      },
    });
  return database(d1);
}

/** A visitor's tRPC caller whose D1 round trips are counted in `counter`. */
export function countingVisitor(counter: Counter) {
  return createCaller(
    createContext({
      env: { ...env, DB: counting(env.DB, counter) },
      req: new Request("http://localhost/"),
      user: null,
      tokenPresented: false,
      waitUntil: () => {},
    }),
  );
}
