#!/usr/bin/env python3
"""The air between one device and the access point, where the kernel has no netem.

    air.py DEVICE_SIDE BRIDGE_SIDE DELAY_MS JITTER_MS LOSS_PERCENT

Both interfaces are ends of veth pairs in the switch's namespace: DEVICE_SIDE's
peer is the device's eth0, BRIDGE_SIDE's peer is a port of the bridge. Every
Ethernet frame the device sends is held DELAY_MS +- JITTER_MS (uniform, so
frames may pass each other, as netem does) and dropped with LOSS_PERCENT
probability, then handed to the bridge; frames towards the device pass at once.
That is `tc qdisc add dev eth0 root netem delay D J loss L` on the device.

The device's eth0 must not offload checksums or segmentation (lan's setup
turns them off): a packet socket sees such frames unfinished.

    air.py --no-offload IFACE   (run inside the device's namespace)

turns off those offloads through the ethtool ioctl, for machines without ethtool.
"""
import ctypes
import fcntl
import heapq
import os
import random
import select
import signal
import socket
import struct
import sys
import time

ETH_P_ALL = 0x0003
PACKET_OUTGOING = 4
SIOCETHTOOL = 0x8946
# Legacy ethtool set commands: tx checksum, scatter-gather, TSO, UFO, GSO, GRO.
ETHTOOL_SETS = (0x17, 0x19, 0x1F, 0x22, 0x24, 0x2C)


def no_offload(iface):
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    for cmd in ETHTOOL_SETS:
        value = ctypes.create_string_buffer(struct.pack('II', cmd, 0))
        ifreq = struct.pack('16sP', iface.encode(), ctypes.addressof(value))
        try:
            fcntl.ioctl(sock, SIOCETHTOOL, ifreq)
        except OSError:
            pass  # a feature the driver does not have


def raw(iface):
    sock = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(ETH_P_ALL))
    sock.bind((iface, 0))
    sock.setblocking(False)
    return sock


def main():
    if sys.argv[1] == '--no-offload':
        no_offload(sys.argv[2])
        return
    device_side, bridge_side = sys.argv[1], sys.argv[2]
    delay, jitter, loss = float(sys.argv[3]) / 1000, float(sys.argv[4]) / 1000, float(sys.argv[5]) / 100
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    from_device, to_bridge = raw(device_side), raw(bridge_side)
    print('ready', flush=True)  # the device may send now: nothing it sends is lost before this
    held = []  # (due, order, frame)
    order = 0
    while True:
        timeout = max(0.0, held[0][0] - time.monotonic()) if held else None
        ready, _, _ = select.select([from_device, to_bridge], [], [], timeout)
        for sock in ready:
            while True:
                try:
                    frame, address = sock.recvfrom(65535)
                except BlockingIOError:
                    break
                if address[2] == PACKET_OUTGOING:
                    continue  # our own send, seen again
                if sock is to_bridge:
                    from_device.send(frame)
                elif random.random() >= loss:
                    order += 1
                    due = time.monotonic() + max(0.0, delay + random.uniform(-jitter, jitter))
                    heapq.heappush(held, (due, order, frame))
        now = time.monotonic()
        while held and held[0][0] <= now:
            _, _, frame = heapq.heappop(held)
            try:
                to_bridge.send(frame)
            except OSError:
                pass  # a full queue drops, as a radio would


if __name__ == '__main__':
    main()
