/** §7-style calls of web/contract/http/address.ts (paths chosen there). */
import { addressDelete, addressInfo, addressList, addressSave } from "../../web/contract/http/address.ts";
import { deleteAddress, listAddresses, requireAddress, saveAddress, toAddress } from "../customer/addresses.ts";
import { route, signedIn, type Route } from "../route.ts";

export const addressRoutes: readonly Route[] = [
  route(addressList, (ctx) => ({ list: listAddresses(ctx.store, signedIn(ctx)) })),
  route(addressInfo, (ctx) => toAddress(requireAddress(ctx.store, signedIn(ctx), ctx.input.id, ctx.lang))),
  route(addressSave, (ctx) => saveAddress(ctx.store, signedIn(ctx), ctx.input, ctx.clock.now(), ctx.lang)),
  route(addressDelete, (ctx) => {
    deleteAddress(ctx.store, signedIn(ctx), ctx.input.id, ctx.lang);
    return null;
  }),
];
