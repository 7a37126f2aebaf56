#!/bin/sh
# Playwright's executablePath for a device of the test LAN: the real Chromium,
# started inside the device's network namespace. Playwright's pipe (fds 3 and
# 4) passes through `ip netns exec`, which execs Chromium in place.
exec ip netns exec "$CS_LAN_NETNS" "$CS_LAN_CHROMIUM" "$@"
