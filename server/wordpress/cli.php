<?php
/**
 * Loads WordPress for a CLI script of the lane: the root and the front's origin come from the environment, as for
 * the server (router.php).
 */
define( 'ABSPATH', rtrim( getenv( 'PM_WP_ROOT' ), '/' ) . '/' );
$pm_home                    = parse_url( (string) getenv( 'PM_WP_HOME' ) );
$_SERVER['HTTP_HOST']       = $pm_home['host'] . ( isset( $pm_home['port'] ) ? ':' . $pm_home['port'] : '' );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';

// the installer tells the new admin by e-mail; there is no mail here
function wp_new_blog_notification() {}

require ABSPATH . 'wp-load.php';
