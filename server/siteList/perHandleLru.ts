/**
 * Values the site list keeps between requests, one store per database handle (tests open many in
 * one process). Each value has a weight; once the store's weight passes `maxWeight` the least
 * recently used values are forgotten first.
 */
export interface PerHandleLru<V> {
  recall(db: object, key: string): V | undefined;
  remember(db: object, key: string, value: V): void;
}

interface Store<V> {
  values: Map<string, V>;
  weight: number;
}

export const perHandleLru = <V>(options: { maxWeight: number; weigh: (value: V) => number }): PerHandleLru<V> => {
  const stores = new WeakMap<object, Store<V>>();
  const storeFor = (db: object): Store<V> => {
    let store = stores.get(db);
    if (!store) {
      store = { values: new Map(), weight: 0 };
      stores.set(db, store);
    }
    return store;
  };
  const forget = (store: Store<V>, key: string): void => {
    const old = store.values.get(key);
    if (old === undefined) return;
    store.values.delete(key);
    store.weight -= options.weigh(old);
  };
  return {
    recall: (db, key) => {
      const store = storeFor(db);
      const value = store.values.get(key);
      if (value !== undefined) {
        // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
        store.values.delete(key);
        store.values.set(key, value);
      }
      return value;
    },
    remember: (db, key, value) => {
      const store = storeFor(db);
      forget(store, key);
      store.values.set(key, value);
      store.weight += options.weigh(value);
      for (const oldest of store.values.keys()) {
        if (store.weight <= options.maxWeight) break;
        forget(store, oldest);
      }
    },
  };
};
