import type { DemoOrder, DemoProduct, DemoState } from '../data.ts';

export type OrderLookup = { order: DemoOrder; problem?: undefined } | { order?: undefined; problem: string };

export function findOrder(state: DemoState, orderId: string | undefined): OrderLookup {
  const known = [...state.orders.keys()].join(', ');
  if (!orderId) return { problem: `orderId is missing. Demo orders: ${known}.` };
  const order = state.orders.get(orderId);
  if (!order) return { problem: `Order "${orderId}" was not found. Demo orders: ${known}.` };
  return { order };
}

export function findProduct(state: DemoState, productId: string): DemoProduct | undefined {
  return state.products.find((product) => product.id === productId);
}

export function getProductOfOrder(state: DemoState, order: DemoOrder): DemoProduct {
  const product = findProduct(state, order.productId);
  if (!product) throw new Error(`Demo order ${order.orderId} points at unknown product ${order.productId}.`);
  return product;
}

/** Recommended product (SPEC §3), the shape of recProducts and of the joint-login list. */
export function toRecommendedProduct(product: DemoProduct) {
  return {
    logo: product.logo,
    name: product.name,
    buttonText: product.buttonText,
    enabled: product.enabled,
    amountRange: product.amountRange,
    amountDesc: product.amountDesc,
    rate: product.rate,
    desc: product.desc,
    tags: product.tags,
    productKey: product.key,
  };
}
